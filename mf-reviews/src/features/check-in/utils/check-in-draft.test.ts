import type { CheckIn } from '@goalcoach/contracts';
import { checkInRequest, checkInSavedMessage, draftFrom } from './check-in-draft';

const CHECK_IN: CheckIn = {
  id: 'c1',
  date: '2026-11-23',
  completedDailyAction: false,
  wins: '• Slept early',
  lessons: null,
  confidenceLevel: 5,
  createdAt: '2026-11-23T20:00:00.000Z',
  updatedAt: '2026-11-23T20:00:00.000Z',
};

describe('draftFrom', () => {
  it('is blank with no answer before a check-in', () => {
    expect(draftFrom(undefined)).toEqual({ done: null, wins: '', lessons: '' });
  });

  it("takes today's check-in", () => {
    expect(draftFrom(CHECK_IN)).toEqual({ done: false, wins: '• Slept early', lessons: '' });
  });
});

describe('checkInRequest', () => {
  it('sends confidence 8 and the trimmed texts when done', () => {
    const draft = { done: true, wins: '  • Ran 5k\n• \n• Read \n', lessons: '\n• Start earlier ' };
    expect(checkInRequest(draft, undefined)).toEqual({
      completedDailyAction: true,
      confidenceLevel: 8,
      wins: '• Ran 5k\n• Read',
      lessons: '• Start earlier',
    });
  });

  it('sends confidence 5 and leaves blank texts out when not done', () => {
    expect(checkInRequest({ done: false, wins: ' \n• ', lessons: '' }, undefined)).toEqual({
      completedDailyAction: false,
      confidenceLevel: 5,
    });
  });

  it("clears with null a text today's check-in had and the user emptied", () => {
    const draft = { done: true, wins: '• ', lessons: '' };
    expect(checkInRequest(draft, CHECK_IN)).toEqual({
      completedDailyAction: true,
      confidenceLevel: 8,
      wins: null,
    });
  });

  it("sends the new text over today's, and leaves out a text that was empty before too", () => {
    const draft = { done: false, wins: '• Slept at 10', lessons: ' ' };
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
