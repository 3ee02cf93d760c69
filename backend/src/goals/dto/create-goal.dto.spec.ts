import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateGoalDto } from './create-goal.dto.js';

const ANSWERS = {
  goal: 'Run a half marathon',
  why: 'To feel strong',
  vision: 'Smiling at the finish',
  resources: 'Shoes',
  obstacles: 'Busy weeks',
  workingStyle: '30 min',
  change: 'More confidence',
};

async function problems(body: object): Promise<string[]> {
  const dto = plainToInstance(CreateGoalDto, { ...ANSWERS, ...body });
  const errors = await validate(dto, { stopAtFirstError: true });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('CreateGoalDto', () => {
  it('takes ordinary answers, short ones and other scripts included', async () => {
    expect(await problems({})).toEqual([]);
    expect(await problems({ goal: 'Run', why: 'x', workingStyle: '30' })).toEqual([]);
    expect(await problems({ goal: '跑步', vision: 'ok 👍' })).toEqual([]);
  });

  it("refuses zero-width answers as blank, with the answer's own message", async () => {
    expect(await problems({ goal: '\u200b\u200b' })).toEqual(['Your goal is required']);
    expect(await problems({ why: '\ufeff \u2060' })).toEqual(['Why it matters is required']);
  });

  it('refuses answers too thin to plan from, saying what to write', async () => {
    expect(await problems({ goal: '.' })).toEqual(['Describe your goal in a few words']);
    expect(await problems({ goal: '5k' })).toEqual(['Describe your goal in a few words']);
    expect(await problems({ goal: '🏃‍♀️!' })).toEqual(['Describe your goal in a few words']);
    expect(await problems({ why: '...' })).toEqual([
      'Say in a few words why this goal matters to you',
    ]);
    expect(await problems({ resources: '-', change: '?!' })).toEqual([
      'Name in a few words what you already have that will help',
      'Say in a few words how reaching this goal will change your life',
    ]);
  });
});
