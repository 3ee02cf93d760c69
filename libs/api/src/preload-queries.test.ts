import { vi } from 'vitest';
import { apiClient } from './api-client';
import { preloadQueries } from './preload-queries';
import { createQueryClient } from './query-client';

function answerEveryGet() {
  return vi
    .spyOn(apiClient, 'get')
    .mockImplementation((path) =>
      Promise.resolve({ data: { answered: path }, status: 200, headers: new Headers() }),
    );
}

describe('preloadQueries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for every answer at once and caches each under its key', async () => {
    const get = answerEveryGet();
    const queryClient = createQueryClient();
    preloadQueries([['/goals'], ['/stats']], queryClient);
    // Both on their way before either has answered.
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/goals', '/stats']);
    await vi.waitFor(() => expect(queryClient.getQueryData(['/stats'])).toBeDefined());
    expect(queryClient.getQueryData(['/goals'])).toEqual({ answered: '/goals' });
  });

  it('does not ask again for an answer in the cache or on its way', async () => {
    const get = answerEveryGet();
    const queryClient = createQueryClient();
    preloadQueries([['/goals']], queryClient);
    preloadQueries([['/goals']], queryClient);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(queryClient.getQueryData(['/goals'])).toBeDefined());
    preloadQueries([['/goals']], queryClient);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("leaves a failure to the page's own query, which asks again when it mounts", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    const queryClient = createQueryClient();
    expect(() => preloadQueries([['/goals']], queryClient)).not.toThrow();
    await vi.waitFor(() => expect(queryClient.getQueryState(['/goals'])?.status).toBe('error'));
  });
});
