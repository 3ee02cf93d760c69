import { describe, expect, it } from '@jest/globals';
import { refreshedText } from './generated-lines.js';

describe('refreshedText', () => {
  it('writes the generated lines into an empty text', () => {
    expect(refreshedText(null, null, ['Ran 5 km', 'Slept well'])).toBe('Ran 5 km\nSlept well');
  });

  it('replaces the lines of the last generation and keeps those added by hand', () => {
    const current = 'Ran 5 km\nSlept well\nBooked the race';
    expect(refreshedText(current, 'Ran 5 km\nSlept well', ['Ran 5 km', 'Ran 10 km'])).toBe(
      'Ran 5 km\nRan 10 km\nBooked the race',
    );
  });

  it('keeps a hand-written line equal to a generated one (each generated line goes once)', () => {
    expect(refreshedText('Ran\nRan\nWalked', 'Ran', [])).toBe('Ran\nWalked');
  });

  it('keeps the lines a person edited, since they are no longer the generated ones', () => {
    expect(refreshedText('Ran 5 km, fast!', 'Ran 5 km', ['Ran 5 km'])).toBe(
      'Ran 5 km\nRan 5 km, fast!',
    );
  });

  it('keeps a text written only by hand, after the generated lines', () => {
    expect(refreshedText('My own win', null, ['Generated'])).toBe('Generated\nMy own win');
  });

  it('is null when nothing is left', () => {
    expect(refreshedText('Ran', 'Ran', [])).toBeNull();
    expect(refreshedText(null, null, [])).toBeNull();
  });
});
