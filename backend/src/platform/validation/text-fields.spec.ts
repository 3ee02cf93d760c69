import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { NullableText } from './nullable-text.js';
import { Text } from './text-fields.js';
import { Trimmed } from './trimmed.js';

class Fields {
  @Text('Name', 20, { lines: 'single' })
  name!: string;

  @Text('Description', 200)
  description!: string;

  @NullableText('notes', 200)
  notes?: string | null;

  @Trimmed()
  plain?: string;
}

const valid = { name: 'Ann', description: 'About', notes: null };

async function read(body: object) {
  const fields = plainToInstance(Fields, { ...valid, ...body });
  const errors = await validate(fields, { stopAtFirstError: true });
  return { fields, problems: errors.flatMap((error) => Object.values(error.constraints ?? {})) };
}

describe('the text field rules', () => {
  it('refuses a required text of only zero-width and other format characters as blank', async () => {
    for (const invisible of ['\u200b\u200b', '\u200c \u200d', '\ufeff\u2060\u00ad']) {
      expect((await read({ name: invisible })).problems).toEqual(['Name is required']);
      expect((await read({ description: invisible })).problems).toEqual([
        'Description is required',
      ]);
    }
  });

  it('stores an optional text of format characters only as blank', async () => {
    const { fields, problems } = await read({ notes: '\u200b \u2060' });
    expect(problems).toEqual([]);
    expect(fields.notes).toBe('');
  });

  it('takes control characters out of every text field', async () => {
    const { fields } = await read({
      name: 'A\u0007nn\u001b',
      description: 'ding\u0007 \u009bdong',
      notes: 'bell\u0007',
      plain: '\u0001x\u007f',
    });
    expect(fields).toMatchObject({
      name: 'Ann',
      description: 'ding dong',
      notes: 'bell',
      plain: 'x',
    });
  });

  it('keeps the lines of a multi-line field, written LF, and puts a one-line field on one line', async () => {
    const { fields } = await read({ name: 'Ann\r\nLee', description: 'one\r\ntwo\rthree\tfour' });
    expect(fields.name).toBe('Ann Lee');
    expect(fields.description).toBe('one\ntwo\nthree\tfour');
  });

  it('removes bidi overrides from a one-line field', async () => {
    const { fields } = await read({ name: 'Ann \u202Egnp.exe\u202C' });
    expect(fields.name).toBe('Ann gnp.exe');
  });

  it('keeps ordinary text and emoji joined with ZWJ', async () => {
    const { fields, problems } = await read({ name: ' 👩‍💻 Ann ', description: 'Learn\nto code' });
    expect(problems).toEqual([]);
    expect(fields).toMatchObject({ name: '👩‍💻 Ann', description: 'Learn\nto code' });
  });
});
