import { vi } from 'vitest';
import { apiClient } from './api-client';
import { createQueryClient } from './query-client';

/** Fetches `queryKey` through a fresh client's default query function; returns how it GOT it. */
async function getCallFor(queryKey: readonly unknown[]): Promise<unknown[]> {
  const get = vi.spyOn(apiClient, 'get');
  get
    .mockClear()
    .mockResolvedValue({ data: { answered: queryKey[0] }, status: 200, headers: new Headers() });
  const data = await createQueryClient().fetchQuery({ queryKey });
  expect(data).toEqual({ answered: queryKey[0] });
  expect(get).toHaveBeenCalledTimes(1);
  return get.mock.calls[0] ?? [];
}

describe('default query function', () => {
  it('GETs the path alone', async () => {
    expect(await getCallFor(['/goals'])).toEqual(['/goals', {}]);
  });

  it('sends a plain object as query parameters', async () => {
    expect(await getCallFor(['/checkins', { limit: 7 }])).toEqual([
      '/checkins',
      { params: { limit: 7 } },
    ]);
    const bare = Object.assign(Object.create(null) as object, { year: 2026 });
    expect(await getCallFor(['/reviews/monthly', bare])).toEqual([
      '/reviews/monthly',
      { params: bare },
    ]);
  });

  it('sends no parameters for an array, an id or another kind of object', async () => {
    expect(await getCallFor(['/habit-entries', ['h1', 'h2']])).toEqual(['/habit-entries', {}]);
    expect(await getCallFor(['/goals', 'g1'])).toEqual(['/goals', {}]);
    expect(await getCallFor(['/stats', new Date(0)])).toEqual(['/stats', {}]);
  });

  it('refuses a key that does not start with a path', async () => {
    const get = vi.spyOn(apiClient, 'get');
    await expect(createQueryClient().fetchQuery({ queryKey: [42] })).rejects.toThrow(
      'must be a path',
    );
    expect(get).not.toHaveBeenCalled();
  });
});
