import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './load-config.js';
import { CONFIG_ROOT, problemsOf } from '../../../test/support/config-problems.js';

describe('loadConfig: AI settings', () => {
  it('uses the offline planner and gpt-4o defaults for an empty environment', () => {
    const config = loadConfig({}, CONFIG_ROOT);
    expect(config.ai).toEqual({
      openaiApiKey: null,
      openaiBaseUrl: null,
      model: 'gpt-4o',
      temperature: 0.7,
      timeoutMs: 60_000,
      coachNoteDailyLimit: 10,
    });
  });

  it('reads every AI variable', () => {
    const config = loadConfig(
      {
        OPENAI_API_KEY: ' sk-test-123 ',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3.1:8b',
        OPENAI_TEMPERATURE: '1.25',
        OPENAI_TIMEOUT_MS: '120000',
        COACH_NOTE_DAILY_LIMIT: '0',
      },
      CONFIG_ROOT,
    );
    expect(config.ai).toEqual({
      openaiApiKey: 'sk-test-123',
      openaiBaseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      temperature: 1.25,
      timeoutMs: 120_000,
      coachNoteDailyLimit: 0,
    });
  });

  it('treats blank values as unset', () => {
    const config = loadConfig(
      { OPENAI_API_KEY: '  ', OPENAI_BASE_URL: '', OPENAI_MODEL: ' ', OPENAI_TEMPERATURE: '' },
      CONFIG_ROOT,
    );
    expect(config.ai).toMatchObject({
      openaiApiKey: null,
      openaiBaseUrl: null,
      model: 'gpt-4o',
      temperature: 0.7,
    });
  });

  it('accepts an https base URL and refuses any other scheme or text', () => {
    expect(
      loadConfig({ OPENAI_BASE_URL: 'https://api.example.com/v1' }, CONFIG_ROOT).ai.openaiBaseUrl,
    ).toBe('https://api.example.com/v1');
    for (const url of [
      'ftp://models.example.com',
      'localhost:8080',
      'not a url',
      'file:///tmp/model',
    ]) {
      expect(problemsOf({ OPENAI_BASE_URL: url })).toEqual([
        `OPENAI_BASE_URL must be an http(s) URL (got "${url}")`,
      ]);
    }
  });

  it.each(['0', '2', '0.7', '1.5', '0.05', '2.0'])('accepts the temperature %s', (value) => {
    expect(loadConfig({ OPENAI_TEMPERATURE: value }, CONFIG_ROOT).ai.temperature).toBe(
      Number(value),
    );
  });

  it.each(['2.01', '3', '-0.5', 'warm', '.5', '1.', '1e0', '0x1', 'NaN', 'Infinity', '1,5'])(
    'refuses the temperature %s',
    (value) => {
      expect(problemsOf({ OPENAI_TEMPERATURE: value })).toEqual([
        `OPENAI_TEMPERATURE must be a number from 0 to 2 (got "${value}")`,
      ]);
    },
  );

  it('keeps the call time limit within 1 s to 10 min', () => {
    expect(loadConfig({ OPENAI_TIMEOUT_MS: '1000' }, CONFIG_ROOT).ai.timeoutMs).toBe(1000);
    expect(loadConfig({ OPENAI_TIMEOUT_MS: '600000' }, CONFIG_ROOT).ai.timeoutMs).toBe(600_000);
    for (const value of ['999', '600001', '30s', '1.5', '-1000']) {
      expect(problemsOf({ OPENAI_TIMEOUT_MS: value })).toEqual([
        `OPENAI_TIMEOUT_MS must be an integer from 1000 to 600000 (got "${value}")`,
      ]);
    }
  });

  it('freezes the AI settings', () => {
    expect(Object.isFrozen(loadConfig({}, CONFIG_ROOT).ai)).toBe(true);
  });
});

describe('loadConfig: plan limits', () => {
  it('allows 10 plans a day and 4 checkpoints at a time by default', () => {
    const config = loadConfig({}, CONFIG_ROOT);
    expect(config.plans).toEqual({ dailyLimit: 10, taskConcurrency: 6, workers: 4 });
    expect(Object.isFrozen(config.plans)).toBe(true);
  });

  it('reads the plan limits', () => {
    expect(
      loadConfig(
        { PLAN_DAILY_LIMIT: '3', PLAN_TASK_CONCURRENCY: '16', PLAN_WORKERS: '32' },
        CONFIG_ROOT,
      ).plans,
    ).toEqual({ dailyLimit: 3, taskConcurrency: 16, workers: 32 });
    expect(
      loadConfig(
        { PLAN_DAILY_LIMIT: '1000', PLAN_TASK_CONCURRENCY: '1', PLAN_WORKERS: '1' },
        CONFIG_ROOT,
      ).plans,
    ).toEqual({ dailyLimit: 1000, taskConcurrency: 1, workers: 1 });
  });

  it('refuses limits out of range or not whole numbers', () => {
    for (const value of ['0', '1001', 'ten', '2.5', '-1']) {
      expect(problemsOf({ PLAN_DAILY_LIMIT: value })).toEqual([
        `PLAN_DAILY_LIMIT must be an integer from 1 to 1000 (got "${value}")`,
      ]);
    }
    for (const value of ['0', '17', 'four', '4.0']) {
      expect(problemsOf({ PLAN_TASK_CONCURRENCY: value })).toEqual([
        `PLAN_TASK_CONCURRENCY must be an integer from 1 to 16 (got "${value}")`,
      ]);
    }
    for (const value of ['0', '33', 'many']) {
      expect(problemsOf({ PLAN_WORKERS: value })).toEqual([
        `PLAN_WORKERS must be an integer from 1 to 32 (got "${value}")`,
      ]);
    }
  });

  it('names every bad AI and plan value at once', () => {
    const problems = problemsOf({
      OPENAI_BASE_URL: 'ws://models',
      OPENAI_TEMPERATURE: '5',
      OPENAI_TIMEOUT_MS: '0',
      PLAN_DAILY_LIMIT: '0',
      PLAN_TASK_CONCURRENCY: '99',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'OPENAI_BASE_URL',
      'OPENAI_TEMPERATURE',
      'OPENAI_TIMEOUT_MS',
      'PLAN_DAILY_LIMIT',
      'PLAN_TASK_CONCURRENCY',
    ]);
  });

  it('never echoes the API key in a problem', () => {
    const error = (() => {
      try {
        loadConfig({ OPENAI_API_KEY: 'sk-secret-value', OPENAI_TEMPERATURE: 'hot' }, CONFIG_ROOT);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).not.toContain('sk-secret-value');
  });
});
