import { mockApi, type MockApi } from '@goalcoach/testing';
import { cleanup } from '@testing-library/react';
import { signInUser, signOutUser } from './fixtures';

export type TestSetup = {
  /** A user is signed in whose day is the one of this zone. */
  timeZone?: string;
  /** The clock (only `Date`) stands at this instant, e.g. '2026-11-22T03:30:00Z'. */
  now?: string;
};

/**
 * Registers the hooks every API-backed test of the remote needs: before each test a fresh mock
 * API (and the user and clock of `setup`), after it the page unmounted, everything undone, and
 * a check that no request went unanswered. The returned API always speaks for the current test.
 */
export function mockApiPerTest(setup: TestSetup = {}): MockApi {
  let current: MockApi | undefined;
  const api = (): MockApi => {
    if (!current) throw new Error('The mock API exists only while a test runs');
    return current;
  };

  beforeEach(() => {
    if (setup.now !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(setup.now));
    }
    if (setup.timeZone !== undefined) signInUser(setup.timeZone);
    current = mockApi();
  });

  afterEach(() => {
    cleanup();
    const { unmatched } = api();
    api().restore();
    current = undefined;
    vi.useRealTimers();
    signOutUser();
    expect(unmatched).toEqual([]);
  });

  const facade: MockApi = {
    on: (method, path, reply) => {
      api().on(method, path, reply);
      return facade;
    },
    calls: (method, path) => api().calls(method, path),
    get unmatched() {
      return api().unmatched;
    },
    restore: () => api().restore(),
  };
  return facade;
}
