import { expect } from '@jest/globals';
import type { Checkpoint, Goal, Milestone, Task } from '@goalcoach/contracts';
import type { ApiClient } from './api-client.js';
import { must } from './must.js';
import type { TestDatabase } from './test-database.js';

export interface PlanRows {
  milestones: number;
  checkpoints: number;
  tasks: number;
}

/** How many milestone, checkpoint and task rows a goal has, counted in the database. */
export async function planRows(db: TestDatabase, goalId: string): Promise<PlanRows> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM milestones WHERE goal_id = $1) AS milestones,
            (SELECT count(*)::int FROM checkpoints WHERE goal_id = $1) AS checkpoints,
            (SELECT count(*)::int FROM tasks WHERE goal_id = $1) AS tasks`,
    [goalId],
  );
  return rows[0] as PlanRows;
}

export interface AiCallRow {
  purpose: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  durationMs: number;
  outcome: string;
}

/** The goal's ai_calls rows, oldest first. */
export async function aiCallsOf(db: TestDatabase, goalId: string): Promise<AiCallRow[]> {
  const { rows } = await db.query(
    `SELECT purpose, model, prompt_tokens AS "promptTokens",
            completion_tokens AS "completionTokens", cost_usd::float8 AS "costUsd",
            duration_ms AS "durationMs", outcome
       FROM ai_calls WHERE goal_id = $1 ORDER BY created_at, id`,
    [goalId],
  );
  return rows as AiCallRow[];
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function body<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * Reads a goal's whole plan through the API and checks every rule of a plan on it: 3-4
 * milestones, 2-3 checkpoints each titled for their week, 4-8 tasks a checkpoint on the days of
 * its week (computed here from the start date, not taken from the app), 50-80 tasks in all.
 */
export async function expectRuleKeepingPlan(
  client: ApiClient,
  goal: Goal,
): Promise<PlanRows & { taskTexts: string[] }> {
  const milestones = await body<Milestone[]>(await client.get(`/api/milestones/${goal.id}`));
  expect(milestones.length).toBeGreaterThanOrEqual(3);
  expect(milestones.length).toBeLessThanOrEqual(4);
  expect(milestones.map((milestone) => milestone.position)).toEqual(
    milestones.map((_, index) => index + 1),
  );
  expect(must(milestones[0]).startDate).toBe(goal.startDate);
  expect(must(milestones.at(-1)).endDate).toBe(goal.endDate);

  const tasks = await body<Task[]>(await client.get(`/api/tasks/${goal.id}`));
  expect(tasks.length).toBeGreaterThanOrEqual(50);
  expect(tasks.length).toBeLessThanOrEqual(80);
  expect(goal.taskCount).toBe(tasks.length);

  const seen = new Set<string>();
  let previousWeek = 0;
  for (const milestone of milestones) {
    const checkpoints = await body<Checkpoint[]>(
      await client.get(`/api/milestones/${milestone.id}/checkpoints`),
    );
    expect(checkpoints.length).toBeGreaterThanOrEqual(2);
    expect(checkpoints.length).toBeLessThanOrEqual(3);
    for (const checkpoint of checkpoints) {
      seen.add(checkpoint.id);
      const week = checkpoint.weekNumber;
      expect(week).toBeGreaterThan(previousWeek);
      previousWeek = week;
      expect(checkpoint.title).toMatch(new RegExp(`\\bWeek ${week}\\b`));
      expect(checkpoint.milestoneTitle).toBe(milestone.title);
      const first = plusDays(goal.startDate, 7 * (week - 1));
      const last = [plusDays(first, 6), goal.endDate].sort()[0];
      expect([checkpoint.startDate, checkpoint.endDate]).toEqual([first, last]);
      const own = tasks.filter((task) => task.checkpointId === checkpoint.id);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(8);
      for (const task of own) {
        expect(task.date >= first && task.date <= must(last)).toBe(true);
        expect(task.checkpointTitle).toBe(checkpoint.title);
      }
    }
  }
  // No task outside the checkpoints read above.
  expect(tasks.filter((task) => !seen.has(task.checkpointId ?? ''))).toEqual([]);
  return {
    milestones: milestones.length,
    checkpoints: seen.size,
    tasks: tasks.length,
    taskTexts: tasks.map((task) => task.task),
  };
}
