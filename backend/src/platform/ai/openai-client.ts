import OpenAI from 'openai';
import type { AiConfig } from '../config/app-config.js';

export const OPENAI_CLIENT = Symbol('OPENAI_CLIENT');

/** The SDK's timeout is only a backstop: callers set a deadline that also covers the body. */
const SDK_TIMEOUT_MARGIN_MS = 5000;

/**
 * The SDK client when a key is configured, else null (the offline planner is used). Retries
 * are ours (one per call, which also covers answers that break the plan's rules), so the SDK's
 * own are off.
 */
export function createOpenAiClient(config: AiConfig): OpenAI | null {
  if (!config.openaiApiKey) return null;
  return new OpenAI({
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl ?? undefined,
    timeout: config.timeoutMs + SDK_TIMEOUT_MARGIN_MS,
    maxRetries: 0,
  });
}
