import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Checkpoint, Goal, Milestone, Task } from '@goalcoach/contracts';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import type { ApiClient } from '../support/api-client.js';
import { body } from '../support/expect-response.js';
import { readyGoal } from '../support/goals-client.js';
import { must } from '../support/must.js';
import { ANSWERS } from '../support/plan-responder.js';
import { signedIn } from '../support/test-users.js';
import { timeTravelApp } from '../support/time-travel-app.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The days the person has: neither evenly spread nor a block, so a day's shift shows. */
const FREE_DAYS = [1, 3, 6];
const ANSWERS_WITH_DAYS = {
  ...ANSWERS,
  workingStyle: 'Mondays, Wednesdays and Saturdays, about 45 minutes in the mornings',
};
const PLAN_DAYS = 90;

/** The weekday of a date, read by the calendar (0 Sunday). */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

// No OPENAI_API_KEY: the offline planner writes every plan.
const { clock, block } = timeTravelApp();

describe.each(timeTravelMoments())("the offline coach's days: $name ($local, $zone)", (moment) => {
  const { zone, today } = moment;
  const tag = `${moment.local.replace(/\D/g, '')}${zone === 'Europe/Berlin' ? 'b' : 'n'}`;
  const end = shiftDate(today, PLAN_DAYS - 1);
  let client: ApiClient;
  let goal: Goal;
  let milestones: Milestone[];
  let checkpoints: Checkpoint[];
  let tasks: Task[];

  const read = async <T>(path: string) => body<T>(await client.get(path));

  beforeAll(async () => {
    clock.set(moment.instant);
    client = await signedIn(block.app, `Coach${tag}`, zone);
    goal = await readyGoal(client, ANSWERS_WITH_DAYS);
    milestones = await read<Milestone[]>(`/api/milestones/${goal.id}`);
    checkpoints = [];
    for (const milestone of milestones) {
      checkpoints.push(
        ...(await read<Checkpoint[]>(`/api/milestones/${milestone.id}/checkpoints`)),
      );
    }
    tasks = await read<Task[]>(`/api/tasks/${goal.id}`);
  });

  it("starts the plan on the account's today and ends it 90 days on", () => {
    expect({ source: goal.planSource, start: goal.startDate, end: goal.endDate }).toEqual({
      source: 'offline',
      start: today,
      end,
    });
  });

  it('dates each week checkpoint on its seven days from the start, the last cut at day 90', () => {
    expect(checkpoints.length).toBeGreaterThanOrEqual(7);
    for (const checkpoint of checkpoints) {
      const first = shiftDate(today, 7 * (checkpoint.weekNumber - 1));
      const last = [shiftDate(first, 6), end].sort()[0];
      expect({
        week: checkpoint.weekNumber,
        start: checkpoint.startDate,
        end: checkpoint.endDate,
      }).toEqual({ week: checkpoint.weekNumber, start: first, end: last });
    }
  });

  it('runs the milestones back to back from the first day to the last, each from its first week', () => {
    expect(must(milestones[0]).startDate).toBe(today);
    expect(must(milestones.at(-1)).endDate).toBe(end);
    milestones.forEach((milestone, index) => {
      const next = milestones[index + 1];
      if (next) expect(next.startDate).toBe(shiftDate(milestone.endDate, 1));
      const weeks = checkpoints
        .filter((checkpoint) => checkpoint.milestoneTitle === milestone.title)
        .map((checkpoint) => checkpoint.weekNumber);
      if (index > 0) {
        expect(milestone.startDate).toBe(shiftDate(today, 7 * (Math.min(...weeks) - 1)));
      }
    });
  });

  it('puts every task on one of the weekdays named, inside its week, never before the start', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(50);
    const misplaced = tasks
      .map((task) => {
        const week = must(checkpoints.find((checkpoint) => checkpoint.id === task.checkpointId));
        return {
          date: task.date,
          weekday: WEEKDAYS[weekdayOf(task.date)],
          inWeek: task.date >= week.startDate && task.date <= week.endDate,
        };
      })
      .filter(
        (placed) =>
          !placed.inWeek ||
          placed.date < today ||
          !FREE_DAYS.map((day) => WEEKDAYS[day]).includes(placed.weekday),
      );
    expect(misplaced).toEqual([]);
  });

  it('uses each named weekday of a full week that has them', () => {
    const firstWeek = checkpoints.find((checkpoint) => checkpoint.weekNumber === 1);
    const days = new Set(
      tasks
        .filter((task) => task.checkpointId === firstWeek?.id)
        .map((task) => weekdayOf(task.date)),
    );
    expect([...days].sort()).toEqual(FREE_DAYS);
  });

  it('names the weekday of its date in each task of a milestone refined step by step', async () => {
    const first = must(milestones[0]);
    const refined = await client.post(`/api/milestones/${first.id}/refine`, {
      reason: 'more_specific',
    });
    expect(refined.status).toBe(200);
    await refined.text();
    const weeks = new Set(
      (await read<Checkpoint[]>(`/api/milestones/${first.id}/checkpoints`)).map(
        (checkpoint) => checkpoint.id,
      ),
    );
    const rewritten = (await read<Task[]>(`/api/tasks/${goal.id}`)).filter((task) =>
      weeks.has(task.checkpointId ?? ''),
    );
    expect(rewritten.length).toBeGreaterThan(0);
    for (const task of rewritten) {
      expect({ date: task.date, named: task.task.split(':')[0] }).toEqual({
        date: task.date,
        named: WEEKDAYS[weekdayOf(task.date)],
      });
    }
  });
});
