import { describe, expect, it } from '@jest/globals';
import { fillTemplate, placeholdersIn } from './prompt-template.js';

describe('fillTemplate', () => {
  it('fills every slot of a name, spaces inside the braces allowed', () => {
    expect(fillTemplate('{{a}} and {{ a }}, then {{b}}.', { a: 'one', b: 'two' })).toBe(
      'one and one, then two.',
    );
  });

  it('inserts a value once: slots inside a value stay as typed', () => {
    const values = { answers: 'I wrote {{outline}} and {{answers}}', outline: 'THE OUTLINE' };
    expect(fillTemplate('{{answers}} / {{outline}}', values)).toBe(
      'I wrote {{outline}} and {{answers}} / THE OUTLINE',
    );
  });

  it("keeps a value's dollar signs (no replacement patterns)", () => {
    expect(fillTemplate('Goal: {{goal}}', { goal: "save $& $1 $' $$ for a trip" })).toBe(
      "Goal: save $& $1 $' $$ for a trip",
    );
  });

  it('leaves unknown slots and stray braces alone, and evaluates nothing', () => {
    expect(fillTemplate('{{nope}} {{constructor}} {a} {{ 1+1 }} {{}}', {})).toBe(
      '{{nope}} {{constructor}} {a} {{ 1+1 }} {{}}',
    );
  });
});

describe('placeholdersIn', () => {
  it('lists each slot once, in order, whatever its spelling', () => {
    expect(placeholdersIn('{{b}} {{a}} {{ b }} {{two words}} {{}} {{{c}}}')).toEqual([
      'b',
      'a',
      'two words',
      '',
      'c',
    ]);
  });
});
