import { describe, expect, it } from '@jest/globals';
import OpenAI from 'openai';
import type { AiCallRecord, AiCallsService } from '../../../platform/ai/ai-calls.service.js';
import type { AiConfig } from '../../../platform/config/app-config.js';
import type { GenerationSettings } from '../../ai-settings/ai-settings.store.js';
import { taskBounds } from '../plan-rules.js';
import { offlineOutline } from './offline-plan-provider.js';
import { OpenAiPlanProvider } from './openai-plan-provider.js';
import type { PlanRequest, TaskRequest } from './plan-provider.js';
import { DEFAULT_PROMPTS } from './plan-prompts.js';

const ANSWERS = {
  goal: 'Learn to juggle',
  why: 'To make my kids laugh',
  vision: 'Five balls at the family party',
  resources: 'Three beanbags',
  obstacles: 'Dropping them',
  workingStyle: 'Ten minutes after lunch',
  change: 'Patience',
};
const REQUEST: PlanRequest = { goalId: 'goal-1', userId: 'user-1', answers: ANSWERS };
const CONFIG: AiConfig = {
  openaiApiKey: 'sk-test',
  openaiBaseUrl: null,
  model: 'gpt-4o-mini',
  temperature: 0.7,
  timeoutMs: 5000,
  coachNoteDailyLimit: 10,
};
const SETTINGS: GenerationSettings = {
  prompts: { ...DEFAULT_PROMPTS },
  model: 'gpt-4o-mini',
  temperature: 0.7,
};

/** The first week's tasks of the offline outline. */
function firstWeek(): TaskRequest {
  const outline = offlineOutline(ANSWERS);
  const milestone = outline.milestones[0];
  const checkpoint = milestone?.checkpoints[0];
  if (!milestone || !checkpoint) throw new Error('the offline outline has no first week');
  const weeks = outline.milestones.flatMap((each) => each.checkpoints).length;
  return { outline, milestone, checkpoint, count: taskBounds(weeks) };
}

interface Asked {
  messages: { role: string; content: string }[];
  stream: boolean;
}

/**
 * A model that never finishes an answer, as the SDK behaves when the request's signal aborts:
 * a whole answer rejects; a stream sends its first piece, then ends quietly. Keeps what it was
 * asked.
 */
function silentModel() {
  const asked: Asked[] = [];
  const create = async (
    params: { messages: Asked['messages']; stream?: boolean },
    options: { signal: AbortSignal },
  ) => {
    asked.push({ messages: params.messages, stream: params.stream === true });
    const { signal } = options;
    const aborted = new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
    if (!params.stream) {
      await aborted;
      throw new OpenAI.APIUserAbortError();
    }
    return (async function* () {
      yield { choices: [{ index: 0, delta: { content: '{"checkpointCount":' } }] };
      await aborted;
    })();
  };
  return { client: { chat: { completions: { create } } } as unknown as OpenAI, asked };
}

/** A provider on that model, whose recorded calls are kept; `settings` is its read of them. */
function providerOn(settings: () => Promise<GenerationSettings> = async () => SETTINGS) {
  const model = silentModel();
  const records: AiCallRecord[] = [];
  const calls = { record: async (call: AiCallRecord) => void records.push(call) };
  const provider = new OpenAiPlanProvider(
    model.client,
    CONFIG,
    calls as unknown as AiCallsService,
    settings,
  );
  return { provider, asked: model.asked, records };
}

/** The prompt tokens recorded for a stopped call: its messages as JSON, 4 characters a token. */
const estimatedPrompt = (asked: Asked) =>
  Math.ceil(asked.messages.map((message) => JSON.stringify(message.content)).join('').length / 4);

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a model call the plan no longer wants', () => {
  it('is not made, nor recorded, when its signal has aborted before it starts', async () => {
    const { provider, asked, records } = providerOn();
    const reason = new Error('the plan failed');
    const made = provider.checkpointTasks(REQUEST, firstWeek(), AbortSignal.abort(reason));
    await expect(made).rejects.toBe(reason);
    expect(asked).toEqual([]);
    expect(records).toEqual([]);
  });

  it('is not made, nor recorded, when its signal aborts while the settings are read', async () => {
    // A queued week whose turn comes just as the plan fails: it starts, then the plan stops.
    let read: (settings: GenerationSettings) => void = () => {};
    const { provider, asked, records } = providerOn(
      () => new Promise((resolve) => (read = resolve)),
    );
    const controller = new AbortController();
    const reason = new Error('the plan failed');
    const made = provider.checkpointTasks(REQUEST, firstWeek(), controller.signal);
    controller.abort(reason);
    read(SETTINGS);
    await expect(made).rejects.toBe(reason);
    expect(asked).toEqual([]);
    expect(records).toEqual([]);
  });

  it('is recorded as aborted, its prompt estimated, when it stops after it was sent', async () => {
    const { provider, asked, records } = providerOn();
    const controller = new AbortController();
    const made = provider.checkpointTasks(REQUEST, firstWeek(), controller.signal);
    await settle();
    expect(asked).toHaveLength(1);
    controller.abort(new Error('the plan failed'));
    await expect(made).rejects.toBeInstanceOf(OpenAI.APIUserAbortError);
    // Stopped by the plan, not failed: it is not asked again.
    expect(asked).toHaveLength(1);
    expect(records).toEqual([
      {
        userId: 'user-1',
        goalId: 'goal-1',
        purpose: 'plan_tasks',
        model: 'gpt-4o-mini',
        promptTokens: estimatedPrompt(asked[0] as Asked),
        completionTokens: 0,
        durationMs: expect.any(Number),
        outcome: 'aborted',
      },
    ]);
    expect(records[0]?.promptTokens).toBeGreaterThan(100);
  });

  it('is recorded as aborted when a streamed outline stops mid-answer', async () => {
    const { provider, asked, records } = providerOn();
    const controller = new AbortController();
    const reason = new Error('the goal was deleted');
    const made = provider.outline(REQUEST, controller.signal, () => {});
    await settle();
    expect(asked.map((each) => each.stream)).toEqual([true]);
    controller.abort(reason);
    await expect(made).rejects.toBe(reason);
    expect(records).toEqual([
      expect.objectContaining({
        purpose: 'plan_outline',
        promptTokens: estimatedPrompt(asked[0] as Asked),
        completionTokens: 0,
        outcome: 'aborted',
      }),
    ]);
  });
});
