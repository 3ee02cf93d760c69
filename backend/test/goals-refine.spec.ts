import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  RefineMilestoneResponse,
  Checkpoint,
  Goal,
  Milestone,
  Task,
} from '@goalcoach/contracts';
import {
  type ChatRequest,
  type OpenAiCompatibleServer,
  type Reply,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { PLAN_FAILURE_MESSAGES } from '../src/goals/plan/plan-generation-error.js';
import type { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body } from './support/expect-response.js';
import { readyGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { aiCallsOf, expectRuleKeepingPlan } from './support/plan-checks.js';
import {
  ANSWERS,
  answersFor,
  goodPlanResponder,
  partOf,
  requestsFor,
  tasksReply,
  weekOf,
} from './support/plan-responder.js';
import type { TestApp } from './support/test-app.js';
import type { TestDatabase } from './support/test-database.js';
import { signedIn } from './support/test-users.js';

const FEEDBACK_REQUIRED =
  'Feedback Required: Please provide feedback or select a reason for refinement.';
/** The refinement's task prompts carry the person's request; a whole plan's do not. */
const REFINING = 'The person asked for this milestone to change';

let users = 0;
const newUser = (app: TestApp) => signedIn(app, `Refiner ${(users += 1)}`);

const refine = (client: ApiClient, milestoneId: string, request: object) =>
  client.post(`/api/milestones/${milestoneId}/refine`, request);

/** A goal with its plan written, and its second milestone (the one refined). */
async function plannedGoal(client: ApiClient, answers: object = ANSWERS) {
  const goal = await readyGoal(client, answers);
  const milestones = await body<Milestone[]>(await client.get(`/api/milestones/${goal.id}`));
  return { goal, milestone: must(milestones[1], 'a second milestone') };
}

const checkpointsOf = async (client: ApiClient, milestoneId: string) =>
  body<Checkpoint[]>(await client.get(`/api/milestones/${milestoneId}/checkpoints`));
const tasksOf = async (client: ApiClient, goalId: string) =>
  body<Task[]>(await client.get(`/api/tasks/${goalId}`));

/** Every row of a goal's plan, as stored, in a stable order. */
async function planSnapshot(db: TestDatabase, goalId: string) {
  const rows = async (sql: string) => (await db.query(sql, [goalId])).rows;
  return {
    goal: await rows('SELECT * FROM goals WHERE id = $1'),
    milestones: await rows('SELECT * FROM milestones WHERE goal_id = $1 ORDER BY id'),
    checkpoints: await rows('SELECT * FROM checkpoints WHERE goal_id = $1 ORDER BY id'),
    tasks: await rows('SELECT * FROM tasks WHERE goal_id = $1 ORDER BY id'),
  };
}

async function refinementsOf(db: TestDatabase, goalId: string): Promise<number> {
  const { rows } = await db.query(
    "SELECT count(*)::int AS n FROM plan_generations WHERE goal_id = $1 AND kind = 'refine'",
    [goalId],
  );
  return (rows[0] as { n: number }).n;
}

describe('milestone refinement on the offline planner', () => {
  const block = appPerBlock(() => ({ PLAN_DAILY_LIMIT: '4' }));

  it('redoes the milestone, its checkpoints and their pending tasks, keeping completed ones', async () => {
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client);
    const checkpoints = await checkpointsOf(client, milestone.id);
    const ownIds = new Set(checkpoints.map((checkpoint) => checkpoint.id));
    const tasks = await tasksOf(client, goal.id);
    const done = must(tasks.find((task) => task.checkpointId === checkpoints[0]?.id));
    const completed = await body<Task>(
      await client.patch(`/api/tasks/${done.id}`, { status: 'completed' }),
    );
    const others = tasks.filter((task) => !ownIds.has(task.checkpointId ?? ''));
    const oldPending = tasks.filter((task) => ownIds.has(task.checkpointId ?? '') && task !== done);

    const { keptOwnTasks, ...refined } = await body<RefineMilestoneResponse>(
      await refine(client, milestone.id, {
        reason: 'too_ambitious',
        feedback: '  I work night shifts this month  ',
      }),
    );
    expect(keptOwnTasks).toBe(0);
    expect(refined).toMatchObject({
      id: milestone.id,
      goalId: goal.id,
      position: milestone.position,
      status: milestone.status,
      startDate: milestone.startDate,
      endDate: milestone.endDate,
    });
    expect(refined.title).not.toBe(milestone.title);
    expect(refined.title).toContain('lighter pace');
    expect(refined.description).toContain('You asked: "I work night shifts this month"');
    const milestones = await body<Milestone[]>(await client.get(`/api/milestones/${goal.id}`));
    expect(milestones[1]).toEqual(refined);

    // The same checkpoints (ids, weeks, dates, statuses), with new texts.
    const after = await checkpointsOf(client, milestone.id);
    expect(
      after.map(({ id, weekNumber, startDate, endDate, status }) => ({
        id,
        weekNumber,
        startDate,
        endDate,
        status,
      })),
    ).toEqual(
      checkpoints.map(({ id, weekNumber, startDate, endDate, status }) => ({
        id,
        weekNumber,
        startDate,
        endDate,
        status,
      })),
    );
    after.forEach((checkpoint, index) => {
      expect(checkpoint.title).not.toBe(checkpoints[index]?.title);
      expect(checkpoint.title).toMatch(
        new RegExp(`^Week ${checkpoint.weekNumber}: .*lighter pace`),
      );
      expect(checkpoint.milestoneTitle).toBe(refined.title);
    });

    // The completed task stays as it was, the pending ones are new, the rest of the plan is untouched.
    const tasksAfter = await tasksOf(client, goal.id);
    expect(tasksAfter).toContainEqual({ ...completed, checkpointTitle: after[0]?.title });
    const newOnes = tasksAfter.filter(
      (task) => ownIds.has(task.checkpointId ?? '') && task.id !== done.id,
    );
    expect(newOnes.length).toBeGreaterThan(0);
    expect(newOnes.every((task) => task.status === 'pending')).toBe(true);
    // The field's lighter weeks: smaller distances (a rest day may stay a rest day).
    const oldTexts = new Set(oldPending.map((task) => task.task));
    expect(newOnes.some((task) => !oldTexts.has(task.task))).toBe(true);
    const kilometres = (tasks: { task: string }[]) =>
      tasks.reduce((sum, { task }) => sum + Number(/([\d.]+) km/.exec(task)?.[1] ?? 0), 0);
    expect(kilometres(newOnes)).toBeLessThan(kilometres(oldPending));
    expect(newOnes.filter((task) => oldPending.some((old) => old.id === task.id))).toEqual([]);
    // "Too ambitious": fewer tasks than before on the refined weeks.
    expect(newOnes.length).toBeLessThan(oldPending.length);
    expect(tasksAfter.filter((task) => !ownIds.has(task.checkpointId ?? '')).sort(byId)).toEqual(
      [...others].sort(byId),
    );

    const fresh = await body<Goal>(await client.get(`/api/goals/${goal.id}`));
    expect(fresh.planStatus).toBe('ready');
    await expectRuleKeepingPlan(client, fresh);
    expect(await aiCallsOf(block.db, goal.id)).toEqual([]);
    expect(await refinementsOf(block.db, goal.id)).toBe(1);
  });

  it('keeps the open tasks the person reworded or added, and says how many', async () => {
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client);
    const checkpoints = await checkpointsOf(client, milestone.id);
    const ownIds = new Set(checkpoints.map((checkpoint) => checkpoint.id));
    const planned = (await tasksOf(client, goal.id)).filter((task) =>
      ownIds.has(task.checkpointId ?? ''),
    );
    const [first, second] = planned;
    const reworded = await body<Task>(
      await client.patch(`/api/tasks/${must(first).id}`, { task: 'Run 5 km with my sister' }),
    );
    // Saved with the words it had: nothing changed, so it stays the plan's.
    await body(await client.patch(`/api/tasks/${must(second).id}`, { task: must(second).task }));
    const added = await body<Task>(
      await client.post('/api/tasks', {
        goalId: goal.id,
        task: 'Buy trail shoes',
        date: must(checkpoints[1]).startDate,
      }),
      201,
    );
    expect(added.writtenByPerson).toBe(true);
    // Deleted and brought back by Undo, which sends the task as it was: still the plan's.
    const third = must(planned[2]);
    expect((await client.send('DELETE', `/api/tasks/${third.id}`)).status).toBe(204);
    const undone = await body<Task>(
      await client.post('/api/tasks', {
        goalId: goal.id,
        task: third.task,
        checkpointId: third.checkpointId,
        date: third.date,
        writtenByPerson: third.writtenByPerson,
      }),
      201,
    );
    expect(undone.writtenByPerson).toBe(false);

    const refined = await body<RefineMilestoneResponse>(
      await refine(client, milestone.id, { reason: 'too_easy' }),
    );
    expect(refined.keptOwnTasks).toBe(2);
    const after = await tasksOf(client, goal.id);
    const stillThere = (task: Task) => after.find((one) => one.id === task.id);
    expect(stillThere(reworded)).toMatchObject({
      task: 'Run 5 km with my sister',
      status: 'pending',
    });
    expect(stillThere(added)).toMatchObject({ task: 'Buy trail shoes', status: 'pending' });
    // The plan's own open tasks were replaced, the unchanged one among them.
    expect(stillThere(must(second))).toBeUndefined();
    expect(stillThere(undone)).toBeUndefined();
    expect(planned.slice(2).filter((task) => stillThere(task))).toEqual([]);
  });

  it("needs feedback or a reason, in the dialog's words", async () => {
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client);
    const before = await planSnapshot(block.db, goal.id);
    for (const request of [{}, { feedback: '   ' }, { feedback: '' }]) {
      const response = await refine(client, milestone.id, request);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message: FEEDBACK_REQUIRED });
    }
    const wrong = [
      { reason: 'too_hard' },
      { reason: null },
      { feedback: 42 },
      { feedback: 'x'.repeat(1001) },
      { feedback: 'ok', extra: true },
    ];
    for (const request of wrong) {
      expect((await refine(client, milestone.id, request)).status).toBe(400);
    }
    expect(await planSnapshot(block.db, goal.id)).toEqual(before);
    expect(await refinementsOf(block.db, goal.id)).toBe(0);
  });

  it("answers 404 for another user's milestone, exactly like a missing one", async () => {
    const owner = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(owner);
    const before = await planSnapshot(block.db, goal.id);
    const stranger = await newUser(block.app);
    const foreign = await refine(stranger, milestone.id, { reason: 'too_easy' });
    const missing = await refine(stranger, crypto.randomUUID(), { reason: 'too_easy' });
    const notAnId = await refine(stranger, 'milestone-1', { reason: 'too_easy' });
    const answers = [foreign, missing, notAnId];
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404]);
    const [a, b, c] = await Promise.all(answers.map((response) => response.json()));
    expect(a).toEqual({ statusCode: 404, message: 'Milestone not found' });
    expect(b).toEqual(a);
    expect(c).toEqual(a);

    // A deleted goal's milestones are gone too.
    await block.db.query('UPDATE goals SET deleted_at = now() WHERE id = $1', [goal.id]);
    expect((await refine(owner, milestone.id, { reason: 'too_easy' })).status).toBe(404);
    await block.db.query('UPDATE goals SET deleted_at = NULL WHERE id = $1', [goal.id]);
    expect(await planSnapshot(block.db, goal.id)).toEqual(before);
  });

  it('waits while the plan is being made (409)', async () => {
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client);
    await block.db.query("UPDATE goals SET plan_status = 'generating' WHERE id = $1", [goal.id]);
    const response = await refine(client, milestone.id, { reason: 'more_specific' });
    expect(response.status).toBe(409);
    await block.db.query("UPDATE goals SET plan_status = 'ready' WHERE id = $1", [goal.id]);
    expect(await refinementsOf(block.db, goal.id)).toBe(0);
  });

  it("counts against the daily limit of plans (4 here: the goal's plan and 3 refinements)", async () => {
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client);
    const reasons = ['too_easy', 'more_specific', 'different_approach'] as const;
    for (const reason of reasons) {
      await body<Milestone>(await refine(client, milestone.id, { reason }));
    }
    const before = await planSnapshot(block.db, goal.id);
    const refused = await refine(client, milestone.id, { reason: 'not_relevant' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "You've reached today's limit of 4 plans. Please try again tomorrow.",
    );
    expect(await planSnapshot(block.db, goal.id)).toEqual(before);
    expect(await refinementsOf(block.db, goal.id)).toBe(3);
    const fresh = await body<Goal>(await client.get(`/api/goals/${goal.id}`));
    await expectRuleKeepingPlan(client, fresh);
  });
});

describe('milestone refinement through the OpenAI SDK', () => {
  let server: OpenAiCompatibleServer;
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({
      respond: () => ({ status: 500, error: 'No responder scripted for this test' }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  const block = appPerBlock(() => ({
    OPENAI_API_KEY: 'sk-local-test',
    OPENAI_BASE_URL: server.url,
    OPENAI_TIMEOUT_MS: '10000',
    PLAN_DAILY_LIMIT: '100',
  }));

  const promptOf = (request: ChatRequest) =>
    request.messages.map((message) => message.content).join('\n');

  /** A good model: the plan first, then a reworked milestone and its tasks. */
  function refiningResponder(
    answers: typeof ANSWERS,
    script: { milestone?: Reply[]; tasks?: Reply[] } = {},
  ) {
    const good = goodPlanResponder(answers);
    const milestoneReplies = [...(script.milestone ?? [])];
    const taskReplies = [...(script.tasks ?? [])];
    return async (request: ChatRequest): Promise<Reply> => {
      const prompt = promptOf(request);
      if (partOf(request) === ('milestone_refine' as string)) {
        const scripted = milestoneReplies.shift();
        if (scripted) return scripted;
        const weeks = must(/weeks ([\d, ]+), in that order/.exec(prompt)?.[1])
          .split(', ')
          .map(Number);
        return {
          content: JSON.stringify({
            title: 'Build momentum, one evening at a time',
            description: 'Shorter sessions that fit evenings after work.',
            checkpoints: weeks.map((week) => ({
              week,
              title: `Week ${week}: evening sessions`,
              description: `Three short evening sessions in week ${week}.`,
            })),
          }),
        };
      }
      if (partOf(request) === 'checkpoint_tasks' && prompt.includes(REFINING)) {
        return taskReplies.shift() ?? tasksReply(weekOf(request), 5);
      }
      return good(request);
    };
  }

  it('writes the model’s milestone and tasks, and records every call with its purpose', async () => {
    const answers = answersFor('refine good');
    server.respond = refiningResponder(answers);
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client, answers);
    const planCalls = (await aiCallsOf(block.db, goal.id)).length;
    const sent = server.requests.length;

    const refined = await body<Milestone>(
      await refine(client, milestone.id, { reason: 'too_ambitious', feedback: 'Evenings only' }),
    );
    expect(refined.title).toBe('Build momentum, one evening at a time');

    const requests = requestsFor(server.requests.slice(sent), answers);
    expect(requests.map(partOf)).toEqual([
      'milestone_refine',
      'checkpoint_tasks',
      'checkpoint_tasks',
      'checkpoint_tasks',
    ]);
    const [milestoneRequest] = requests;
    expect(promptOf(must(milestoneRequest))).toContain(
      '- Reason: Too ambitious for my schedule\n- In their words: Evenings only',
    );
    for (const request of requests) {
      expect(request.model).toBe('gpt-4o');
      expect(request.temperature).toBe(0.7);
      expect(JSON.stringify(request.response_format)).not.toMatch(/minLength|maxLength/);
    }

    const checkpoints = await checkpointsOf(client, milestone.id);
    expect(checkpoints.map((checkpoint) => checkpoint.title)).toEqual([
      'Week 4: evening sessions',
      'Week 5: evening sessions',
      'Week 6: evening sessions',
    ]);
    const tasks = await tasksOf(client, goal.id);
    const ids = new Set(checkpoints.map((checkpoint) => checkpoint.id));
    const own = tasks.filter((task) => ids.has(task.checkpointId ?? ''));
    expect(
      own
        .map((task) => task.task)
        .every((text) => /^Do practice step \d of week [456]$/.test(text)),
    ).toBe(true);
    expect(own).toHaveLength(15);
    await expectRuleKeepingPlan(
      client,
      await body<Goal>(await client.get(`/api/goals/${goal.id}`)),
    );

    const calls = (await aiCallsOf(block.db, goal.id)).slice(planCalls);
    expect(calls.map((call) => call.purpose)).toEqual([
      'milestone_refine',
      'plan_tasks',
      'plan_tasks',
      'plan_tasks',
    ]);
    for (const call of calls) {
      expect(call).toMatchObject({ model: 'gpt-4o', outcome: 'ok' });
      expect(call.promptTokens).toBeGreaterThan(0);
    }
  });

  it('leaves every row of the plan as it was when the milestone answer is broken twice', async () => {
    const answers = answersFor('refine broken milestone');
    const broken = { content: '{"title": "Half a milesto' };
    server.respond = refiningResponder(answers, { milestone: [broken, broken] });
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client, answers);
    const before = await planSnapshot(block.db, goal.id);
    const planCalls = (await aiCallsOf(block.db, goal.id)).length;

    const response = await refine(client, milestone.id, { feedback: 'Make it about evenings' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      statusCode: 503,
      message: PLAN_FAILURE_MESSAGES.invalid,
    });
    expect(await planSnapshot(block.db, goal.id)).toEqual(before);
    const calls = (await aiCallsOf(block.db, goal.id)).slice(planCalls);
    expect(calls.map(({ purpose, outcome }) => ({ purpose, outcome }))).toEqual([
      { purpose: 'milestone_refine', outcome: 'invalid' },
      { purpose: 'milestone_refine', outcome: 'invalid' },
    ]);
    // Asked again with the problems the first time.
    const retried = requestsFor(server.requests, answers).filter(
      (request) => partOf(request) === ('milestone_refine' as string),
    );
    expect(retried.at(-1)?.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    // Nothing came of it, so it does not count against the day's plans.
    expect(await refinementsOf(block.db, goal.id)).toBe(0);
  });

  it('leaves the plan as it was when one week’s tasks break the rules twice', async () => {
    const answers = answersFor('refine broken tasks');
    // Week 5 only: 2 tasks, then tasks outside the week.
    const responder = refiningResponder(answers);
    let week5 = 0;
    server.respond = async (request) => {
      const refining =
        partOf(request) === 'checkpoint_tasks' && promptOf(request).includes(REFINING);
      if (refining && weekOf(request) === 5 && week5 < 2) {
        week5 += 1;
        return week5 === 1 ? tasksReply(5, 2) : tasksReply(5, 5, 1);
      }
      return responder(request);
    };
    const client = await newUser(block.app);
    const { goal, milestone } = await plannedGoal(client, answers);
    const before = await planSnapshot(block.db, goal.id);

    const response = await refine(client, milestone.id, { reason: 'more_specific' });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(
      PLAN_FAILURE_MESSAGES.invalid,
    );
    expect(await planSnapshot(block.db, goal.id)).toEqual(before);
    expect(await refinementsOf(block.db, goal.id)).toBe(0);
  });
});

function byId(a: { id: string }, b: { id: string }): number {
  return a.id.localeCompare(b.id);
}
