import { mockApi, type MockApi } from '@goalcoach/testing';
import { cleanup } from '@testing-library/react';

/**
 * Before each test a fresh mock API; after it the page unmounted, the network given back and a
 * check that no request went unanswered. The returned API always speaks for the current test.
 */
export function mockApiPerTest(): MockApi {
  let current: MockApi | undefined;
  const api = (): MockApi => {
    if (!current) throw new Error('The mock API exists only while a test runs');
    return current;
  };

  beforeEach(() => {
    current = mockApi();
  });

  afterEach(() => {
    cleanup();
    const { unmatched } = api();
    api().restore();
    current = undefined;
    vi.useRealTimers();
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
