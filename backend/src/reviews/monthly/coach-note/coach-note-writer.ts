import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import { AiSettingsStore } from '../../../goals/ai-settings/ai-settings.store.js';
import { type ChatReply, completeChat } from '../../../goals/plan/providers/chat-reply.js';
import type { AiCallOutcome } from '../../../platform/ai/ai-call.entity.js';
import { AiCallsService, type ReservedAiCall } from '../../../platform/ai/ai-calls.service.js';
import { startOfDayIn, todayIn } from '../../../platform/clock/calendar-date.js';
import { Clock } from '../../../platform/clock/clock.js';
import { OPENAI_CLIENT } from '../../../platform/ai/openai-client.js';
import { type AppConfig, InjectAppConfig } from '../../../platform/config/app-config.js';
import type { UserEntity } from '../../../users/user.entity.js';
import { COACH_NOTE_MAX_LENGTH, type CoachNoteInput } from './coach-note-input.js';
import {
  COACH_NOTE_SYSTEM_PROMPT,
  coachNoteInputHash,
  coachNotePrompt,
} from './coach-note-prompt.js';
import { offlineCoachNote } from './offline-coach-note.js';

const COACH_NOTE_PURPOSE = 'monthly_coach_note';

type NoteAnswer =
  { ok: true; note: string } | { ok: false; outcome: Exclude<AiCallOutcome, 'pending'> };

/** A note, with the hash of its input when the model wrote it (else the offline writer did). */
export interface CoachNote {
  note: string;
  inputHash: string | null;
}

/**
 * Writes a month's coach's note through the plans' AI provider: the language model when one is
 * configured (the model and temperature plans are made with; one call, recorded in ai_calls)
 * and the user has model-written notes left today, else the offline writer. A call that fails
 * leaves the offline writer's note. A note the model wrote from the same input, model and
 * temperature is kept without a call.
 */
@Injectable()
export class CoachNoteWriter {
  constructor(
    @Inject(OPENAI_CLIENT) private readonly client: OpenAI | null,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly calls: AiCallsService,
    private readonly aiSettings: AiSettingsStore,
    private readonly clock: Clock,
  ) {}

  async write(
    user: UserEntity,
    input: CoachNoteInput,
    stored: CoachNote | null,
  ): Promise<CoachNote> {
    const { model, temperature } = (await this.aiSettings.inForce()).settings;
    const inputHash = coachNoteInputHash(input, { model, temperature });
    if (stored?.inputHash === inputHash) return stored;
    const offline = { note: offlineCoachNote(input), inputHash: null };
    if (!this.client) return offline;
    // Counted before the call and outside any other transaction: no lock is held while the
    // model writes. Every call counts, failed ones too: each may have been paid for.
    const reserved = await this.calls.reserve(
      { userId: user.id, goalId: null, purpose: COACH_NOTE_PURPOSE, model },
      {
        count: this.config.ai.coachNoteDailyLimit,
        since: startOfDayIn(todayIn(user.timeZone, this.clock.now()), user.timeZone),
      },
    );
    if (!reserved) return offline;
    const note = await this.askModel(this.client, reserved, input, temperature);
    return note === null ? offline : { note, inputHash };
  }

  /** The model's note, or null when the call failed (settled in ai_calls either way). */
  private async askModel(
    client: OpenAI,
    reserved: ReservedAiCall,
    input: CoachNoteInput,
    temperature: number,
  ): Promise<string | null> {
    const started = performance.now();
    let usage = { prompt_tokens: 0, completion_tokens: 0 };
    let answer: NoteAnswer;
    // The SDK's own timeout ends when the headers arrive; this one also covers the body.
    const deadline = AbortSignal.timeout(this.config.ai.timeoutMs);
    try {
      const reply = await completeChat(
        client,
        {
          model: reserved.model,
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
    await this.calls.settle(reserved, {
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
      durationMs: performance.now() - started,
      outcome: answer.ok ? 'ok' : answer.outcome,
    });
    return answer.ok ? answer.note : null;
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
