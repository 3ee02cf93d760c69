import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import fc from 'fast-check';
import { answerWords, fillIn, sentenceStart, shorten } from './answer-words.js';

const ANSWERS: CreateGoalRequest = {
  goal: 'Run a half marathon in under two hours.',
  why: 'I want to feel healthy again. My doctor agrees.',
  vision: 'Crossing the finish line with my kids cheering!',
  resources: 'Running shoes and a park nearby.',
  obstacles: 'Long work days? Rain.',
  workingStyle: 'NASA-style checklists in the morning',
  change: 'More energy for my family',
};

describe('shorten', () => {
  it('keeps a short text, on one line', () => {
    expect(shorten('Run a marathon', 20)).toBe('Run a marathon');
    expect(shorten('  Run\n a \t marathon\r\n ', 20)).toBe('Run a marathon');
    expect(shorten('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts a long text at a word boundary and adds an ellipsis', () => {
    expect(shorten('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown…');
    expect(shorten('Learn to play the guitar for my wedding', 30)).toBe(
      'Learn to play the guitar for…',
    );
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(shorten('Save money, then travel the world', 14)).toBe('Save money…');
    expect(shorten('One two three. Four five six seven', 16)).toBe('One two three…');
  });

  it('cuts inside a word only when no space is near the end', () => {
    expect(shorten('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(shorten(`ab ${'c'.repeat(30)}`, 10)).toBe(`ab ${'c'.repeat(6)}…`);
  });

  it('never returns more than `max` characters, all on one line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        const short = shorten(text, max);
        expect(short.length).toBeLessThanOrEqual(max);
        expect(short).not.toMatch(/\s{2}|[\n\r\t]/);
        const line = text.replace(/\s+/g, ' ').trim();
        if (line.length <= max) {
          expect(short).toBe(line);
        } else {
          expect(short.endsWith('…')).toBe(true);
          expect(line.startsWith(short.slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps whole words of a text with ordinary words', () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(words, fc.integer({ min: 20, max: 120 }), (list, max) => {
        const text = list.join(' ');
        const short = shorten(text, max);
        if (text.length <= max) return;
        const kept = short.slice(0, -1);
        expect(kept.length).toBeGreaterThan(max / 2);
        expect(text[kept.length]).toBe(' ');
        expect(kept.split(' ')).toEqual(list.slice(0, kept.split(' ').length));
      }),
      { numRuns: 300 },
    );
  });
});

describe('answerWords', () => {
  it('turns each answer into a phrase to quote mid-sentence', () => {
    expect(answerWords(ANSWERS)).toEqual({
      goal: 'run a half marathon in under two hours',
      why: 'I want to feel healthy again',
      vision: 'crossing the finish line with my kids cheering',
      resources: 'running shoes and a park nearby',
      obstacle: 'long work days',
      style: 'NASA-style checklists in the morning',
      change: 'more energy for my family',
    });
  });

  it('keeps the capitals of "I", acronyms and names that are not plain words', () => {
    const words = answerWords({
      ...ANSWERS,
      goal: 'I will learn Go',
      why: 'IBM hires',
      vision: 'Élan',
    });
    expect(words.goal).toBe('I will learn Go');
    expect(words.why).toBe('IBM hires');
    expect(words.vision).toBe('Élan');
  });

  it('shortens each phrase to its own length', () => {
    const long = `${'word '.repeat(500)}end`;
    const words = answerWords({
      goal: long,
      why: long,
      vision: long,
      resources: long,
      obstacles: long,
      workingStyle: long,
      change: long,
    });
    expect(words.goal.length).toBeLessThanOrEqual(60);
    expect(words.obstacle.length).toBeLessThanOrEqual(60);
    expect(words.style.length).toBeLessThanOrEqual(60);
    expect(words.why.length).toBeLessThanOrEqual(80);
    expect(words.vision.length).toBeLessThanOrEqual(80);
    expect(words.resources.length).toBeLessThanOrEqual(80);
    expect(words.change.length).toBeLessThanOrEqual(80);
    expect(words.goal).toMatch(/^word( word)*…$/);
  });
});

describe('fillIn', () => {
  const words = answerWords(ANSWERS);

  it('replaces every known placeholder', () => {
    expect(fillIn('"{goal}" because {why}; past {obstacle} with {resources}', words)).toBe(
      '"run a half marathon in under two hours" because I want to feel healthy again; ' +
        'past long work days with running shoes and a park nearby',
    );
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillIn('{goal} and {unknown}', words)).toBe(
      'run a half marathon in under two hours and {unknown}',
    );
  });

  it("takes the user's words literally: no second pass, no $ patterns", () => {
    const tricky = answerWords({ ...ANSWERS, goal: 'learn {why} and $& and $1 and $$' });
    expect(fillIn('Goal: {goal}.', tricky)).toBe('Goal: learn {why} and $& and $1 and $$.');
  });
});

describe('sentenceStart', () => {
  it('capitalises the first letter only', () => {
    expect(sentenceStart('run a marathon')).toBe('Run a marathon');
    expect(sentenceStart('éclair baking')).toBe('Éclair baking');
    expect(sentenceStart('iPhone app')).toBe('IPhone app');
    expect(sentenceStart('')).toBe('');
    expect(sentenceStart('42 push-ups')).toBe('42 push-ups');
  });
});
