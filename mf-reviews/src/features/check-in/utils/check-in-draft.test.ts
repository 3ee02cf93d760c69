import type { CheckIn } from '@goalcoach/contracts';
import {
  checkInRequest,
  checkInSavedMessage,
  draftFrom,
  isAnswered,
  missingAnswers,
} from './check-in-draft';

const CHECK_IN: CheckIn = {
  id: 'c1',
  date: '2026-11-23',
  completedDailyAction: false,
  wins: '• Slept early',
  lessons: null,
  confidenceLevel: 5,
  confidenceGiven: true,
  createdAt: '2026-11-23T20:00:00.000Z',
  updatedAt: '2026-11-23T20:00:00.000Z',
};

describe('draftFrom', () => {
  it('is blank with no answer before a check-in', () => {
    expect(draftFrom(undefined)).toEqual({ done: null, confidence: null, wins: '', lessons: '' });
  });

  it("takes today's check-in with the confidence the person gave", () => {
    expect(draftFrom(CHECK_IN)).toEqual({
      done: false,
      confidence: 5,
      wins: '• Slept early',
      lessons: '',
    });
  });

  it('asks again for the confidence of an older check-in, which derived it from Yes/No', () => {
    expect(draftFrom({ ...CHECK_IN, confidenceGiven: false }).confidence).toBeNull();
  });
});

describe('missingAnswers', () => {
  it('names what Save still waits for', () => {
    const blank = draftFrom(undefined);
    expect(missingAnswers(blank)).toEqual(['Pick Yes or No', 'Pick your confidence']);
    expect(isAnswered(blank)).toBe(false);
    expect(missingAnswers({ ...blank, done: false })).toEqual(['Pick your confidence']);
    expect(missingAnswers({ ...blank, confidence: 1 })).toEqual(['Pick Yes or No']);
    expect(missingAnswers({ ...blank, done: true, confidence: 10 })).toEqual([]);
    expect(isAnswered({ ...blank, done: true, confidence: 10 })).toBe(true);
  });
});

describe('checkInRequest', () => {
  it("sends the person's confidence, not one derived from Yes, and the trimmed texts", () => {
    const draft = {
      done: true,
      confidence: 3,
      wins: '  • Ran 5k\n• \n• Read \n',
      lessons: '\n• Start earlier ',
    };
    expect(checkInRequest(draft, undefined)).toEqual({
      completedDailyAction: true,
      confidenceLevel: 3,
      wins: '• Ran 5k\n• Read',
      lessons: '• Start earlier',
    });
  });

  it('sends a high confidence on a missed day and leaves blank texts out', () => {
    const draft = { done: false, confidence: 9, wins: ' \n• ', lessons: '' };
    expect(checkInRequest(draft, undefined)).toEqual({
      completedDailyAction: false,
      confidenceLevel: 9,
    });
  });

  it("clears with null a text today's check-in had and the user emptied", () => {
    const draft = { done: true, confidence: 7, wins: '• ', lessons: '' };
    expect(checkInRequest(draft, CHECK_IN)).toEqual({
      completedDailyAction: true,
      confidenceLevel: 7,
      wins: null,
    });
  });

  it("sends the new text over today's, and leaves out a text that was empty before too", () => {
    const draft = { done: false, confidence: 5, wins: '• Slept at 10', lessons: ' ' };
    expect(checkInRequest(draft, CHECK_IN)).toEqual({
      completedDailyAction: false,
      confidenceLevel: 5,
      wins: '• Slept at 10',
    });
  });
});

describe('checkInSavedMessage', () => {
  it('praises consistency when done and honesty when not', () => {
    expect(checkInSavedMessage(true)).toEqual({
      title: 'Check-in Complete!',
      description: 'Great job staying consistent with your goals!',
    });
    expect(checkInSavedMessage(false).title).toBe('Check-in Complete!');
    expect(checkInSavedMessage(false).description).toMatch(/honest/);
  });
});
