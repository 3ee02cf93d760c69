import { dayButtonLabel } from './day-label';

describe('dayButtonLabel', () => {
  it('says the state and what activating does, along the day cycle', () => {
    expect(dayButtonLabel('2026-11-16', 'none')).toBe(
      'M 16 (Mon, Nov 16): not done. Activate to mark done.',
    );
    expect(dayButtonLabel('2026-11-16', 'done')).toBe(
      'M 16 (Mon, Nov 16): done. Activate to mark skipped.',
    );
    expect(dayButtonLabel('2026-11-16', 'skipped')).toBe(
      'M 16 (Mon, Nov 16): skipped. Activate to clear it.',
    );
    expect(dayButtonLabel('2026-11-16', 'partial', { progress: '1/3' })).toBe(
      'M 16 (Mon, Nov 16): partly done (1/3). Activate to mark done.',
    );
  });

  it("says when a custom habit's day is not one of its chosen weekdays", () => {
    expect(dayButtonLabel('2026-11-17', 'none', { restDay: true })).toBe(
      'T 17 (Tue, Nov 17) (not one of its days): not done. Activate to mark done.',
    );
  });

  it('names the habit after the day', () => {
    expect(dayButtonLabel('2026-11-16', 'done', { habitName: 'Morning run' })).toBe(
      'M 16 (Mon, Nov 16), Morning run: done. Activate to mark skipped.',
    );
    expect(dayButtonLabel('2026-11-17', 'none', { habitName: 'Morning run', restDay: true })).toBe(
      'T 17 (Tue, Nov 17), Morning run (not one of its days): not done. Activate to mark done.',
    );
  });

  it('starts with what the button shows: the weekday letter and the day of the month', () => {
    expect(dayButtonLabel('2026-11-05', 'none').startsWith('T 5 ')).toBe(true);
  });

  it('says a day before the habit began cannot be set', () => {
    expect(dayButtonLabel('2026-10-31', 'none', { beforeCreation: true })).toBe(
      'S 31 (Sat, Oct 31): before this habit started.',
    );
  });
});
