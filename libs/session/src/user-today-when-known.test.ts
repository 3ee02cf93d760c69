import type { SessionUser } from '@goalcoach/contracts';
import { createSessionStore } from './session-store';
import { userTodayWhenKnown } from './user-today-when-known';

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'Pacific/Kiritimati',
};

describe('userTodayWhenKnown', () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the session check, then names today in the user's zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    const store = createSessionStore(async () => ada);
    const today = userTodayWhenKnown(store);
    await store.getState().checkSession();
    // Noon UTC is already the next day at UTC+14.
    await expect(today).resolves.toBe('2026-03-02');
  });

  it('answers at once when the check has answered already', async () => {
    const store = createSessionStore(async () => ada);
    await store.getState().checkSession();
    await expect(userTodayWhenKnown(store)).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is null when nobody is signed in', async () => {
    const store = createSessionStore(async () => {
      throw new Error('401');
    });
    const today = userTodayWhenKnown(store);
    await store.getState().checkSession();
    await expect(today).resolves.toBeNull();
  });
});
