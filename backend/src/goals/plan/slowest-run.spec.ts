import { describe, expect, it } from '@jest/globals';
import { slowestRunSeconds } from './plan-generation.service.js';

const config = (timeoutMs: number, taskConcurrency: number) => ({
  ai: {
    openaiApiKey: null,
    openaiBaseUrl: null,
    model: 'gpt-4o',
    temperature: 0.7,
    timeoutMs,
    coachNoteDailyLimit: 10,
  },
  plans: { dailyLimit: 10, taskConcurrency, workers: 4 },
});

describe('slowestRunSeconds', () => {
  it('allows every call to time out twice: the outline, then the tasks in waves', () => {
    // 60 s calls, asked twice: outline 120 s + 2 waves of 6 (12 weeks at most) 240 s + as many
    // for the weeks asked for anew to fit the plan's bounds 240 s + margin.
    expect(slowestRunSeconds(config(60_000, 6))).toBe(660);
    expect(slowestRunSeconds(config(60_000, 1))).toBe(120 * 25 + 60);
  });

  it('grows with the configured timeout, so a slow healthy run is never taken for a lost one', () => {
    expect(slowestRunSeconds(config(600_000, 6))).toBe(1200 * 5 + 60);
    expect(slowestRunSeconds(config(600_000, 6))).toBeGreaterThan(15 * 60);
  });
});
