import { expect } from '@jest/globals';
import type { Goal } from '@goalcoach/contracts';
import { type ApiClient } from './api-client.js';
import { ANSWERS } from './plan-responder.js';

/** Polls a goal until its plan leaves pending/generating (or `until` holds), at most `ms`. */
export async function waitForGoal(
  client: ApiClient,
  goalId: string,
  until: (goal: Goal) => boolean = (goal) =>
    goal.planStatus === 'ready' || goal.planStatus === 'failed',
  ms = 20_000,
): Promise<Goal> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await client.get(`/api/goals/${goalId}`);
    if (response.status !== 200) throw new Error(`GET goal answered ${response.status}`);
    const goal = (await response.json()) as Goal;
    if (until(goal)) return goal;
    if (Date.now() > deadline) throw new Error(`goal stayed ${goal.planStatus} for ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function createGoal(client: ApiClient, answers: object): Promise<Goal> {
  const response = await client.post('/api/goals', answers);
  if (response.status !== 201) {
    throw new Error(`POST /api/goals answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as Goal;
}

/** A goal created from `answers` whose plan was written. */
export async function readyGoal(client: ApiClient, answers: object = ANSWERS): Promise<Goal> {
  const goal = await waitForGoal(client, (await createGoal(client, answers)).id);
  expect(goal.planStatus).toBe('ready');
  return goal;
}
