import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import { AiSettingsStore } from '../../../goals/ai-settings/ai-settings.store.js';
import { type ChatReply, completeChat } from '../../../goals/plan/providers/chat-reply.js';
import type { AiCallOutcome } from '../../../platform/ai/ai-call.entity.js';
import { AiCallsService } from '../../../platform/ai/ai-calls.service.js';
import { OPENAI_CLIENT } from '../../../platform/ai/openai-client.js';
import { type AppConfig, InjectAppConfig } from '../../../platform/config/app-config.js';
import { COACH_NOTE_MAX_LENGTH, type CoachNoteInput } from './coach-note-input.js';
import { COACH_NOTE_SYSTEM_PROMPT, coachNotePrompt } from './coach-note-prompt.js';
import { offlineCoachNote } from './offline-coach-note.js';

export const COACH_NOTE_PURPOSE = 'monthly_coach_note';

type NoteAnswer = { ok: true; note: string } | { ok: false; outcome: AiCallOutcome };

/**
 * Writes a month's coach's note through the plans' AI provider: the language model when one is
 * configured (the model and temperature plans are made with; one call, recorded in ai_calls),
 * else the offline writer. A call that fails leaves the offline writer's note.
 */
@Injectable()
export class CoachNoteWriter {
  constructor(
    @Inject(OPENAI_CLIENT) private readonly client: OpenAI | null,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly calls: AiCallsService,
    private readonly aiSettings: AiSettingsStore,
  ) {}

  async write(userId: string, input: CoachNoteInput): Promise<string> {
    if (!this.client) return offlineCoachNote(input);
    const { model, temperature } = (await this.aiSettings.inForce()).settings;
    const started = performance.now();
    let usage = { prompt_tokens: 0, completion_tokens: 0 };
    let answer: NoteAnswer;
    // The SDK's own timeout ends when the headers arrive; this one also covers the body.
    const deadline = AbortSignal.timeout(this.config.ai.timeoutMs);
    try {
      const reply = await completeChat(
        this.client,
        {
          model,
          temperature,
          messages: [
            { role: 'system', content: COACH_NOTE_SYSTEM_PROMPT },
            { role: 'user', content: coachNotePrompt(input) },
          ],
        },
        deadline,
      );
      usage = reply.usage;
      answer = readNote(reply);
    } catch (error) {
      const timedOut = deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError;
      answer = { ok: false, outcome: timedOut ? 'timeout' : 'error' };
    }
    await this.calls.record({
      userId,
      goalId: null,
      purpose: COACH_NOTE_PURPOSE,
      model,
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
      durationMs: performance.now() - started,
      outcome: answer.ok ? 'ok' : answer.outcome,
    });
    return answer.ok ? answer.note : offlineCoachNote(input);
  }
}

/** The model's output is untrusted: a note is plain text of a bounded length, or none. */
function readNote(reply: ChatReply): NoteAnswer {
  if (reply.refusal) return { ok: false, outcome: 'refused' };
  if (reply.finishReason === 'length') return { ok: false, outcome: 'truncated' };
  const note = reply.content.trim();
  if (note === '' || note.length > COACH_NOTE_MAX_LENGTH) return { ok: false, outcome: 'invalid' };
  return { ok: true, note };
}
