import type { AiPrompts } from '@goalcoach/contracts';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AiConfig } from '../../../platform/config/app-config.js';
import type { AiCallOutcome } from '../../../platform/ai/ai-call.entity.js';
import type { AiCallsService } from '../../../platform/ai/ai-calls.service.js';
import type { GenerationSettings } from '../../ai-settings/ai-settings.store.js';
import { refinedMilestoneProblems } from '../../refinement/refinement-rules.js';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from '../plan-generation-error.js';
import { checkpointTaskProblems, outlineProblems, parseJson } from '../plan-rules.js';
import {
  type MilestoneOutline,
  type PlanTask,
  checkpointTasksSchema,
  milestoneOutlineSchema,
} from '../plan-schema.js';
import { type DescribedTasks, type PlanSketch, describedTasksSchema } from '../plan-sketch.js';
import { type ChatReply, completeChat } from './chat-reply.js';
import { type OutlineAnswer, outlineAnswerFormat, outlineAnswerSchema } from './outline-answer.js';
import { outlineSoFar } from './outline-progress.js';
import type {
  MilestoneRefinementRequest,
  MilestoneRefiner,
  OutlineSoFar,
  PlanProvider,
  PlanRequest,
  TaskRequest,
} from './plan-provider.js';
import {
  checkpointTasksPrompt,
  outlinePrompt,
  refineMilestonePrompt,
  retryPrompt,
} from './plan-prompts.js';

interface Question<T> {
  purpose: 'plan_outline' | 'plan_tasks' | 'milestone_refine';
  /** The user message, from the templates in force. */
  prompt: (prompts: AiPrompts) => string;
  schemaName: string;
  schema: z.ZodType<T>;
  /** The schema sent with the request, when the answer is read more leniently (`schema`). */
  format?: z.ZodType;
  /** Rules beyond the schema; an empty list means the answer is good. */
  rules(value: T): string[];
  /** When set, the answer is streamed and this hears its text so far. */
  onText?: (textSoFar: string) => void;
}

type Answer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'bad'; outcome: AiCallOutcome; problems: string[]; reply?: string };

/**
 * Plans through a language model with the official SDK (OpenAI or any server that speaks its
 * API). Each part is one call whose JSON answer is constrained by a schema and then checked
 * against the plan's rules; an answer that fails is asked for once more, with the problems.
 */
export class OpenAiPlanProvider implements PlanProvider, MilestoneRefiner {
  readonly source = 'ai' as const;
  /**
   * The AI settings of each generation, read once at its start: every call of one generation
   * (a whole plan's outline and tasks, a refinement's milestone and tasks) shares its request
   * object, and the entry goes with it. Nothing outlives a generation, so an admin's change
   * reaches every instance from the next generation on.
   */
  private readonly settingsOf = new WeakMap<PlanRequest, Promise<GenerationSettings>>();

  constructor(
    private readonly client: OpenAI,
    private readonly config: AiConfig,
    private readonly calls: AiCallsService,
    private readonly settingsInForce: () => Promise<GenerationSettings>,
  ) {}

  async outline(
    request: PlanRequest,
    signal: AbortSignal,
    onProgress?: (soFar: OutlineSoFar) => void,
  ): Promise<PlanSketch> {
    let told = JSON.stringify(outlineSoFar(''));
    const { checkpointCount: _stated, ...sketch } = await this.ask<OutlineAnswer>(request, signal, {
      purpose: 'plan_outline',
      prompt: (prompts) => outlinePrompt(request.answers, prompts.outline),
      schemaName: 'plan_outline',
      schema: outlineAnswerSchema,
      format: outlineAnswerFormat,
      rules: outlineProblems,
      // The outline is the wait nothing can overlap: stream it, so that its milestones show and
      // each week's tasks are asked for as soon as the week is written.
      onText:
        onProgress &&
        ((text) => {
          const soFar = outlineSoFar(text);
          const key = JSON.stringify(soFar);
          if (key === told) return;
          told = key;
          onProgress(soFar);
        }),
    });
    return sketch;
  }

  async checkpointTasks(
    request: PlanRequest,
    part: TaskRequest,
    signal: AbortSignal,
  ): Promise<PlanTask[]> {
    const answer = await this.ask(request, signal, {
      purpose: 'plan_tasks',
      prompt: (prompts) => checkpointTasksPrompt(request.answers, part, prompts.tasks),
      schemaName: 'checkpoint_tasks',
      schema: checkpointTasksSchema,
      rules: (value) => checkpointTaskProblems(value.tasks, part.checkpoint, part.count),
    });
    return answer.tasks;
  }

  /** Asked like `checkpointTasks` (same template); the answer's schema asks for the description. */
  describedCheckpointTasks(
    request: PlanRequest,
    part: TaskRequest,
    signal: AbortSignal,
  ): Promise<DescribedTasks> {
    return this.ask(request, signal, {
      purpose: 'plan_tasks',
      prompt: (prompts) => checkpointTasksPrompt(request.answers, part, prompts.tasks),
      schemaName: 'checkpoint_plan',
      schema: describedTasksSchema,
      rules: (value) => checkpointTaskProblems(value.tasks, part.checkpoint, part.count),
    });
  }

  refineMilestone(
    request: PlanRequest,
    part: MilestoneRefinementRequest,
    signal: AbortSignal,
  ): Promise<MilestoneOutline> {
    return this.ask(request, signal, {
      purpose: 'milestone_refine',
      prompt: (prompts) => refineMilestonePrompt(request.answers, part, prompts.refine),
      schemaName: 'milestone_refine',
      schema: milestoneOutlineSchema,
      rules: (value) => refinedMilestoneProblems(value, part),
    });
  }

  private settingsFor(request: PlanRequest): Promise<GenerationSettings> {
    let settings = this.settingsOf.get(request);
    if (!settings) {
      settings = this.settingsInForce();
      this.settingsOf.set(request, settings);
      // A failed read is not kept: the next part of the generation tries again.
      void settings.catch(() => this.settingsOf.delete(request));
    }
    return settings;
  }

  private async ask<T>(
    request: PlanRequest,
    signal: AbortSignal,
    question: Question<T>,
  ): Promise<T> {
    const settings = await this.settingsFor(request);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: settings.prompts.system },
      { role: 'user', content: question.prompt(settings.prompts) },
    ];
    const first = await this.call(request, signal, question, messages, settings);
    if (first.kind === 'ok') return first.value;

    const retry: ChatCompletionMessageParam[] = first.reply
      ? [
          ...messages,
          { role: 'assistant', content: first.reply },
          { role: 'user', content: retryPrompt(first.problems) },
        ]
      : messages;
    const second = await this.call(request, signal, question, retry, settings);
    if (second.kind === 'ok') return second.value;
    throw new PlanGenerationError(failureMessage(second.outcome), [
      ...first.problems,
      ...second.problems,
    ]);
  }

  private async call<T>(
    request: PlanRequest,
    signal: AbortSignal,
    question: Question<T>,
    messages: ChatCompletionMessageParam[],
    settings: GenerationSettings,
  ): Promise<Answer<T>> {
    // The plan may have failed while this call waited its turn: then nothing is asked of the
    // model, and nothing is recorded (an aborted call below is one the model may have read).
    signal.throwIfAborted();
    const started = performance.now();
    // The SDK's own timeout ends when the headers arrive; this one also covers the body.
    const deadline = AbortSignal.timeout(this.config.timeoutMs);
    let usage = { prompt_tokens: 0, completion_tokens: 0 };
    let answer: Answer<T>;
    try {
      const reply = await completeChat(
        this.client,
        {
          model: settings.model,
          temperature: settings.temperature,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: question.schemaName,
              strict: true,
              schema: responseSchema(question.format ?? question.schema),
            },
          },
        },
        AbortSignal.any([signal, deadline]),
        question.onText,
      );
      usage = reply.usage;
      answer = readAnswer(reply, question);
    } catch (error) {
      // Stopped by us (a part failed, the goal was deleted, the instance is stopping). Checked
      // on the signal, not the error: the SDK says APIUserAbortError only before the headers
      // arrive (and for our deadline too); later an abort is fetch's own AbortError. The model
      // may have read the prompt already: the call is recorded with an estimate of it (usage
      // only comes with a finished answer), so the admin's cost figures do not leave it out.
      if (signal.aborted) {
        await this.recordAborted(request, question.purpose, settings.model, messages, started);
        throw error;
      }
      answer = {
        kind: 'bad',
        outcome:
          deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError
            ? 'timeout'
            : 'error',
        problems: [error instanceof Error ? error.message : String(error)],
      };
    }
    await this.calls.record({
      userId: request.userId,
      goalId: request.goalId,
      purpose: question.purpose,
      model: settings.model,
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
      durationMs: performance.now() - started,
      outcome: answer.kind === 'ok' ? 'ok' : answer.outcome,
    });
    return answer;
  }

  private async recordAborted(
    request: PlanRequest,
    purpose: string,
    model: string,
    messages: readonly ChatCompletionMessageParam[],
    started: number,
  ): Promise<void> {
    const promptText = messages.map((message) => JSON.stringify(message.content)).join('');
    try {
      await this.calls.record({
        userId: request.userId,
        goalId: request.goalId,
        purpose,
        model,
        promptTokens: Math.ceil(promptText.length / CHARACTERS_PER_TOKEN),
        completionTokens: 0,
        durationMs: performance.now() - started,
        outcome: 'aborted',
      });
    } catch {
      // The abort is what the caller must hear; a lost record must not replace it.
    }
  }
}

/** OpenAI's rule of thumb for English text, for calls stopped before their usage came. */
const CHARACTERS_PER_TOKEN = 4;

function readAnswer<T>(chat: ChatReply, question: Question<T>): Answer<T> {
  const reply = chat.content;
  if (chat.refusal) {
    return { kind: 'bad', outcome: 'refused', problems: [`refused: ${chat.refusal}`] };
  }
  if (chat.finishReason === 'length') {
    return { kind: 'bad', outcome: 'truncated', problems: ['the answer was cut short'] };
  }
  const parsed = parseJson(reply, question.schema);
  if (!parsed.ok) return { kind: 'bad', outcome: 'invalid', problems: parsed.problems, reply };
  const problems = question.rules(parsed.value);
  if (problems.length > 0) return { kind: 'bad', outcome: 'invalid', problems, reply };
  return { kind: 'ok', value: parsed.value };
}

function failureMessage(outcome: AiCallOutcome): string {
  switch (outcome) {
    case 'timeout':
      return PLAN_FAILURE_MESSAGES.timeout;
    case 'refused':
      return PLAN_FAILURE_MESSAGES.refused;
    case 'error':
      return PLAN_FAILURE_MESSAGES.unavailable;
    default:
      return PLAN_FAILURE_MESSAGES.invalid;
  }
}

/**
 * The JSON schema sent with the request. Length limits on strings are checked by us, not sent:
 * OpenAI's strict mode refuses schemas that carry them.
 */
function responseSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema) as Record<string, unknown>;
  delete json.$schema;
  return JSON.parse(
    JSON.stringify(json, (key, value: unknown) =>
      key === 'minLength' || key === 'maxLength' ? undefined : value,
    ),
  ) as Record<string, unknown>;
}
