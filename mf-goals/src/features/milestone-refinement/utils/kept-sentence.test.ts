import { describe, expect, it } from 'vitest';
import { keptSentence } from './kept-sentence';

describe('keptSentence', () => {
  it('names the tasks the person wrote or changed, when a refinement kept some', () => {
    expect(keptSentence(0)).toBe('Completed tasks were kept.');
    expect(keptSentence(1)).toBe('Completed tasks were kept, and the task you wrote or changed.');
    expect(keptSentence(3)).toBe(
      'Completed tasks were kept, and the 3 tasks you wrote or changed.',
    );
  });
});
