import { isGoalComplete, isNewGoal } from './goal-badges';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('isNewGoal', () => {
  it('is new within 24 hours of creation while under 100%', () => {
    expect(isNewGoal({ createdAt: '2026-11-22T11:59:00.000Z', progressPercentage: 0 }, now)).toBe(
      true,
    );
    expect(isNewGoal({ createdAt: '2026-11-21T12:00:01.000Z', progressPercentage: 99 }, now)).toBe(
      true,
    );
  });

  it("is new when the server's clock is ahead of the browser's", () => {
    expect(isNewGoal({ createdAt: '2026-11-22T12:00:05.000Z', progressPercentage: 0 }, now)).toBe(
      true,
    );
  });

  it('is not new after 24 hours', () => {
    expect(isNewGoal({ createdAt: '2026-11-21T12:00:00.000Z', progressPercentage: 0 }, now)).toBe(
      false,
    );
  });

  it('is not new once complete', () => {
    expect(isNewGoal({ createdAt: '2026-11-22T11:00:00.000Z', progressPercentage: 100 }, now)).toBe(
      false,
    );
  });

  it('is not new with an unreadable date', () => {
    expect(isNewGoal({ createdAt: 'soon', progressPercentage: 0 }, now)).toBe(false);
  });
});

describe('isGoalComplete', () => {
  it('is complete at 100% or more', () => {
    expect(isGoalComplete({ progressPercentage: 100 })).toBe(true);
    expect(isGoalComplete({ progressPercentage: 99 })).toBe(false);
  });
});
