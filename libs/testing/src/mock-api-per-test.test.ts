import { apiClient } from '@goalcoach/api';
import { mockApiPerTest } from './mock-api-per-test';

const events: string[] = [];
const api = mockApiPerTest({
  now: '2026-11-22T03:30:00Z',
  arrange: () => {
    events.push('arranged');
    return () => events.push('undone');
  },
});

describe('mockApiPerTest', () => {
  it('arranges and sets the clock before each test, and answers through the shared client', async () => {
    expect(events).toEqual(['arranged']);
    expect(new Date().toISOString()).toBe('2026-11-22T03:30:00.000Z');
    api.on('GET', '/goals', { status: 200, body: [] });

    const response = await apiClient.get('/goals');

    expect(response.data).toEqual([]);
    expect(api.calls('GET', '/goals')).toHaveLength(1);
  });

  it('undoes the arrangement after each test and starts the next with a fresh API', () => {
    expect(events).toEqual(['arranged', 'undone', 'arranged']);
    expect(api.calls()).toEqual([]);
  });
});
