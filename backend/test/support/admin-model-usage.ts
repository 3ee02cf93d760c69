import {
  type ChatRequest,
  type Reply,
  type Responder,
  estimateTokens,
} from '@goalcoach/openai-compatible-server';
import { type PlanPart, partOf } from './plan-responder.js';

/** Zones one to a few hours apart, none of them changing its offset today by much. */
const ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'UTC',
  'Europe/Berlin',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Noumea',
  'Pacific/Auckland',
];

function hoursFromNoon(zone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Math.abs(value('hour') + value('minute') / 60 - 12);
}

/**
 * The zone where it is now closest to noon: the app runs on the real clock, and every call of
 * a test then falls on the same day (and month) of that zone, whenever the test runs.
 */
export function zoneNearNoon(now = new Date()): string {
  return [...ZONES].sort((a, b) => hoursFromNoon(a, now) - hoursFromNoon(b, now))[0] ?? 'UTC';
}

/** A responder whose answers report these completion tokens (per part) as their usage. */
export function reportingTokens(
  respond: Responder,
  completionTokens: Record<PlanPart, number>,
): Responder {
  return async (request) => {
    const reply: Reply = await respond(request);
    return 'content' in reply
      ? { ...reply, completionTokens: completionTokens[partOf(request)] }
      : reply;
  };
}

/** The prompt tokens the local server reports for a request (its 4-characters rule). */
export function reportedPromptTokens(request: ChatRequest): number {
  return estimateTokens(request.messages.map((message) => message.content).join('\n'));
}

/**
 * The prompt tokens the app records for a call it stopped before the answer (no usage came):
 * its messages' contents as JSON, 4 characters a token.
 */
export function abortedPromptTokens(request: ChatRequest): number {
  const text = request.messages.map((message) => JSON.stringify(message.content)).join('');
  return Math.ceil(text.length / 4);
}

/** The ai_calls purpose a plan request is recorded under. */
export function purposeOf(request: ChatRequest): 'plan_outline' | 'plan_tasks' {
  return partOf(request) === 'plan_outline' ? 'plan_outline' : 'plan_tasks';
}

/**
 * The distinct things that have come (the weeks a server was asked for, say), and a wait for
 * `expected` of them to have come.
 */
export class Arrivals<T> {
  private readonly seen = new Set<T>();
  private readonly waiting = new Set<() => void>();

  constructor(private readonly expected: number) {}

  get count(): number {
    return this.seen.size;
  }

  add(thing: T): void {
    this.seen.add(thing);
    if (this.seen.size < this.expected) return;
    for (const wake of this.waiting) wake();
    this.waiting.clear();
  }

  /** True once all have come; false if `ms` pass first (the caller says what was missing). */
  all(ms: number): Promise<boolean> {
    if (this.seen.size >= this.expected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.delete(wake);
        resolve(false);
      }, ms);
      this.waiting.add(wake);
    });
  }
}
