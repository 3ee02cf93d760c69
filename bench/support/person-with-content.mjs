// A person with content, made through the API as they would make it, for the front-end benches
// (Lighthouse, bundle size): a goal with its plan (the offline planner's), four habits (three
// ticked today) and a check-in, so every page measured shows real content, not an empty state.
import { HALF_MARATHON_ANSWERS } from './goal-answers.mjs';

const HABITS = ['Morning run', 'Read 20 pages', 'No phone after 10 pm', 'Stretch'];
const PLAN_TIMEOUT_MS = 60_000;

function client(base, cookie) {
  return async (method, route, body) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: {
        origin: base,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    }
    return response.json();
  };
}

/** A goal made through the API, once its plan is ready; resolves to the goal. */
export async function seedGoalWithPlan(base, cookie) {
  const send = client(base, cookie);
  const goal = await send('POST', '/api/goals', HALF_MARATHON_ANSWERS);
  const deadline = Date.now() + PLAN_TIMEOUT_MS;
  for (;;) {
    const current = await send('GET', `/api/goals/${goal.id}`);
    if (current.planStatus === 'ready') break;
    if (current.planStatus === 'failed' || Date.now() > deadline) {
      throw new Error(`the goal's plan did not get ready (${current.planStatus})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return goal;
}

/** Seeds the account whose session cookie is `cookie`; resolves to `{ goalId }`. */
export async function seedPersonWithContent(base, cookie) {
  const send = client(base, cookie);
  const goal = await seedGoalWithPlan(base, cookie);
  for (const [index, habitName] of HABITS.entries()) {
    const habit = await send('POST', '/api/habits', { habitName, goalId: goal.id });
    // A habit cannot be ticked before the day it was made: today is its only day yet.
    if (index < 3) {
      await send('POST', '/api/habit-entries', {
        habitId: habit.id,
        entryDate: habit.createdOn,
        completed: true,
      });
    }
  }
  await send('POST', '/api/checkin', {
    completedDailyAction: true,
    wins: 'Ran 5 km before work',
    lessons: 'Laying out the shoes the night before works',
    confidenceLevel: 8,
  });
  return { goalId: goal.id };
}
