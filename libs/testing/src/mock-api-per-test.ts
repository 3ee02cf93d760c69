import { cleanup } from '@testing-library/react';
import { mockApi, type MockApi } from './mock-api';

export type TestSetup = {
  /** The clock (only `Date`) stands at this instant, e.g. '2026-11-22T03:30:00Z'. */
  now?: string;
  /** Runs before each test, e.g. to sign a user in; the function it returns undoes it after. */
  arrange?: () => () => void;
};

/**
 * Registers the hooks every API-backed test of a remote needs: before each test a fresh mock
 * API (and the clock and arrangement of `setup`), after it the page unmounted, everything
 * undone, and a check that no request went unanswered. The returned API always speaks for the
 * current test.
 */
export function mockApiPerTest(setup: TestSetup = {}): MockApi {
  let current: MockApi | undefined;
  let undoArrange: (() => void) | undefined;
  const api = (): MockApi => {
    if (!current) throw new Error('The mock API exists only while a test runs');
    return current;
  };

  beforeEach(() => {
    if (setup.now !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(setup.now));
    }
    undoArrange = setup.arrange?.();
    current = mockApi();
  });

  afterEach(() => {
    cleanup();
    const { unmatched } = api();
    api().restore();
    current = undefined;
    vi.useRealTimers();
    undoArrange?.();
    undoArrange = undefined;
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
