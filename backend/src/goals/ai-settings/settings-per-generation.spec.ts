import { describe, expect, it } from '@jest/globals';
import type OpenAI from 'openai';
import type { AiCallRecord, AiCallsService } from '../../platform/ai/ai-calls.service.js';
import type { AiConfig } from '../../platform/config/app-config.js';
import { weekDays } from '@goalcoach/coach';
import { taskBounds } from '../plan/plan-rules.js';
import { offlineOutline } from '../plan/providers/offline-plan-provider.js';
import { OpenAiPlanProvider } from '../plan/providers/openai-plan-provider.js';
import type { PlanRequest } from '../plan/providers/plan-provider.js';
import { DEFAULT_PROMPTS } from '../plan/providers/plan-prompts.js';
import type { GenerationSettings } from './ai-settings.store.js';

const ANSWERS = {
  goal: 'Bake sourdough',
  why: 'Good bread',
  vision: 'A crusty loaf',
  resources: 'An oven',
  obstacles: 'Patience',
  workingStyle: 'Weekends',
  change: 'Happy mornings',
};
const CONFIG: AiConfig = {
  openaiApiKey: 'sk-test',
  openaiBaseUrl: null,
  model: 'gpt-4o',
  temperature: 0.7,
  timeoutMs: 5000,
  coachNoteDailyLimit: 10,
};

/** A model that answers every tasks request well, and keeps what it was asked. */
function fakeModel() {
  const asked: { model: string; temperature: number; system: string }[] = [];
  const create = async (params: {
    model: string;
    temperature: number;
    messages: { content: string }[];
  }) => {
    asked.push({
      model: params.model,
      temperature: params.temperature,
      system: params.messages[0]?.content ?? '',
    });
    const week = Number(/\(days of week (\d+)\)/.exec(params.messages[1]?.content ?? '')?.[1]);
    const { first } = weekDays(week);
    const tasks = [0, 1, 2, 3, 4].map((index) => ({ task: `Bake ${index}`, day: first + index }));
    return {
      choices: [
        { message: { content: JSON.stringify({ tasks }), refusal: null }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10 },
    };
  };
  return { client: { chat: { completions: { create } } } as unknown as OpenAI, asked };
}

describe('the settings a generation uses', () => {
  it('are read once per generation, at its start, and afresh for the next one', async () => {
    const { client, asked } = fakeModel();
    const records: AiCallRecord[] = [];
    const calls = { record: async (call: AiCallRecord) => void records.push(call) };
    let reads = 0;
    let current: GenerationSettings = {
      prompts: { ...DEFAULT_PROMPTS, system: 'First system' },
      model: 'model-one',
      temperature: 0.1,
    };
    const provider = new OpenAiPlanProvider(
      client,
      CONFIG,
      calls as unknown as AiCallsService,
      async () => {
        reads += 1;
        return current;
      },
    );
    const outline = offlineOutline(ANSWERS);
    const parts = outline.milestones.flatMap((milestone) =>
      milestone.checkpoints.map((checkpoint) => ({ outline, milestone, checkpoint })),
    );
    const count = taskBounds(parts.length);
    const generate = (request: PlanRequest) =>
      Promise.all(
        parts.map((part) =>
          provider.checkpointTasks(request, { ...part, count }, new AbortController().signal),
        ),
      );

    await generate({ goalId: 'goal-1', userId: 'user-1', answers: ANSWERS });
    expect(reads).toBe(1);
    expect(asked).toHaveLength(parts.length);
    expect(asked.every((one) => one.model === 'model-one' && one.temperature === 0.1)).toBe(true);
    expect(asked.every((one) => one.system === 'First system')).toBe(true);
    expect(records.every((record) => record.model === 'model-one')).toBe(true);

    current = { ...current, model: 'model-two', temperature: 1.2 };
    await generate({ goalId: 'goal-2', userId: 'user-1', answers: ANSWERS });
    expect(reads).toBe(2);
    expect(asked.slice(parts.length).every((one) => one.model === 'model-two')).toBe(true);
    expect(records.slice(parts.length).every((record) => record.model === 'model-two')).toBe(true);
  });
});
