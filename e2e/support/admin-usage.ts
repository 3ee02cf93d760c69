import type { APIRequestContext } from '@playwright/test';
import type { AdminPage, AdminUserRow, InviteCode } from '@goalcoach/contracts';
import { baseURL } from './environment.js';
import { seedSql } from './seed-database.js';

/** A model call as the planner records it: tokens, and their price from the price table. */
export type RecordedModelCall = {
  userId: string;
  goalId: string;
  purpose: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** What the app's price table makes of those tokens, six decimals as stored. */
  costUsd: string;
  durationMs: number;
};

/**
 * Journeys run the offline planner (no model is reachable), so no call is ever recorded: one is
 * written as the model planner would have, now, for the goal it planned.
 */
export async function recordModelCall(call: RecordedModelCall): Promise<void> {
  await seedSql(
    `INSERT INTO ai_calls (user_id, goal_id, purpose, model, prompt_tokens, completion_tokens,
                           cost_usd, duration_ms, outcome, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'ok', now())`,
    [
      call.userId,
      call.goalId,
      call.purpose,
      call.model,
      call.promptTokens,
      call.completionTokens,
      call.costUsd,
      call.durationMs,
    ],
  );
}

/** All accounts the admin's user list counts now. */
export async function countUsers(admin: APIRequestContext): Promise<number> {
  const response = await admin.get('/api/admin/users', { params: { pageSize: 1 } });
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  return ((await response.json()) as AdminPage<AdminUserRow>).total;
}

/** Sets the invite code as the dashboard does (the admin's session must be in `admin`). */
export async function setInviteCode(admin: APIRequestContext, code: string): Promise<void> {
  const body: InviteCode = { code };
  const response = await admin.post('/api/admin/invite-code', {
    data: body,
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
}
