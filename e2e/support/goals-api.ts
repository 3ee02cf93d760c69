import type { Page } from '@playwright/test';
import type {
  Checkpoint,
  CreateGoalRequest,
  CreateTaskRequest,
  Goal,
  Milestone,
  Task,
} from '@goalcoach/contracts';
import { todayInAccountZone } from './account-calendar.js';
import { baseURL } from './environment.js';
import { expect } from './fixtures.js';

/**
 * Creates a goal through the API, the way the wizard does, and waits for its plan: the pages it
 * shows then have nothing left to poll for.
 */
export async function createGoalWithPlan(page: Page, answers: CreateGoalRequest): Promise<Goal> {
  const created = await page.request.post('/api/goals', {
    data: answers,
    headers: { Origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Goal;
  let goal: Goal | undefined;
  await expect
    .poll(
      async () => {
        goal = (await (await page.request.get(`/api/goals/${id}`)).json()) as Goal;
        return goal.planStatus;
      },
      { timeout: 20_000 },
    )
    .toBe('ready');
  if (!goal) throw new Error(`Goal ${id} was not read`);
  return goal;
}

/** Adds a task as Home's Add Task dialog does (with a goal, to the week holding its date). */
export async function addTask(page: Page, fields: CreateTaskRequest): Promise<Task> {
  const response = await page.request.post('/api/tasks', {
    data: fields,
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Task;
}

/** The id of the goal's checkpoint whose week holds today: quick-add dates a task today there. */
export async function currentWeekId(page: Page, goalId: string): Promise<string> {
  const today = todayInAccountZone();
  const milestones = (await (
    await page.request.get(`/api/milestones/${goalId}`)
  ).json()) as Milestone[];
  for (const milestone of milestones) {
    const weeks = (await (
      await page.request.get(`/api/milestones/${milestone.id}/checkpoints`)
    ).json()) as Checkpoint[];
    const current = weeks.find((week) => week.startDate <= today && today <= week.endDate);
    if (current) return current.id;
  }
  throw new Error(`No checkpoint of goal ${goalId} holds ${today}`);
}
