// Plan generation through the built backend (the outline streamed, each checkpoint's tasks asked
// for as soon as the outline has written it) beside the same plan asked for in one sequential
// call, in the same run, against the local OpenAI-compatible server paced like a real model: the
// same content (the offline planner's plan for the answers), the same pace for every call. The
// ratios are the figures to watch; the bench fails when a run measured nothing.
import OpenAI from 'openai';
import pg from 'pg';
import { startOpenAiCompatibleServer } from '@goalcoach/openai-compatible-server';
import { withBenchBackend } from './support/bench-backend.mjs';
import { HALF_MARATHON_ANSWERS } from './support/goal-answers.mjs';
import {
  COACH_SYSTEM_PROMPT,
  milestoneTitlesSoFar,
  offlinePlanAnswers,
  outlinePrompt,
  planProblems,
  planResponder,
} from './support/plan-responder.mjs';

const TOKENS_PER_SECOND = Number(process.env.BENCH_TOKENS_PER_SECOND ?? 60);
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const POLL_MS = 100;
const PLAN_TIMEOUT_MS = 180_000;
const MODEL = 'gpt-4o';
const WHOLE_PLAN = 'whole_plan';

/** A signed-in client of the app: JSON bodies, an Origin naming the host, the session cookie. */
function appClient(baseUrl) {
  let cookie;
  const send = async (method, route, body) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith('gc_session='));
    if (session) cookie = session.split(';')[0];
    if (!response.ok) {
      throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    }
    return response.json();
  };
  return { get: (route) => send('GET', route), post: (route, body) => send('POST', route, body) };
}

/** The invite code in force: INVITE_CODE on a fresh database, else the newest stored one. */
async function currentInviteCode(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT code FROM invite_codes ORDER BY id DESC LIMIT 1');
    return rows[0].code;
  } finally {
    await client.end();
  }
}

/** POST /api/goals, then GET it every POLL_MS until the plan is ready. Seconds from the POST. */
async function pipelineRun(client) {
  const started = performance.now();
  const goal = await client.post('/api/goals', HALF_MARATHON_ANSWERS);
  let firstMilestone = null;
  for (;;) {
    const current = await client.get(`/api/goals/${goal.id}`);
    const elapsed = (performance.now() - started) / 1000;
    if (firstMilestone === null && current.planProgress.milestoneTitles.length > 0) {
      firstMilestone = elapsed;
    }
    if (current.planStatus === 'failed') {
      throw new Error(
        `the plan failed: ${current.planError} (${JSON.stringify(current.planProgress)})`,
      );
    }
    if (current.planStatus === 'ready') {
      return {
        firstMilestone: firstMilestone ?? elapsed,
        complete: elapsed,
        tasks: current.taskCount,
      };
    }
    if (elapsed * 1000 > PLAN_TIMEOUT_MS) {
      throw new Error(`the plan was still ${current.planStatus} after ${elapsed.toFixed(0)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The same plan in one chat completion through the SDK, streamed like the app's outline: its
 * first milestone counts from the moment its title is whole in the text so far.
 */
async function singleCallRun(openai) {
  const started = performance.now();
  let firstMilestone = null;
  let content = '';
  const stream = await openai.chat.completions.create({
    stream: true,
    model: MODEL,
    temperature: 0.7,
    messages: [
      { role: 'system', content: COACH_SYSTEM_PROMPT },
      {
        role: 'user',
        content: `${outlinePrompt(HALF_MARATHON_ANSWERS)}\n- Give every checkpoint its tasks: 5-6 daily tasks inside its week.`,
      },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name: WHOLE_PLAN, strict: false, schema: { type: 'object' } },
    },
  });
  for await (const chunk of stream) {
    content += chunk.choices[0]?.delta?.content ?? '';
    if (firstMilestone === null && milestoneTitlesSoFar(content).length > 0) {
      firstMilestone = (performance.now() - started) / 1000;
    }
  }
  const complete = (performance.now() - started) / 1000;
  const checked = planProblems(JSON.parse(content));
  if (!checked.ok)
    throw new Error(`the single-call plan breaks the rules: ${checked.problems.join('; ')}`);
  const tasks = checked.value.milestones
    .flatMap((milestone) => milestone.checkpoints)
    .reduce((sum, checkpoint) => sum + checkpoint.tasks.length, 0);
  return { firstMilestone: firstMilestone ?? complete, complete, tasks };
}

const sumTokens = (calls) => calls.reduce((sum, call) => sum + call.completionTokens, 0);
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** "1 plan_outline + 12 checkpoint_plan": the calls a run made, by part. */
function callsByPart(calls) {
  const counts = new Map();
  for (const { part } of calls) counts.set(part, (counts.get(part) ?? 0) + 1);
  return [...counts].map(([part, count]) => `${count} ${part}`).join(' + ');
}

/** A run that measured nothing (no call reached the model, no task written) is no figure. */
function checkRun(run, plan) {
  const problems = [];
  if (run.pipelineCalls.length === 0) problems.push('the pipeline made no model call');
  if (!run.pipelineCalls.some(({ part }) => part === 'plan_outline')) {
    problems.push('the pipeline asked for no outline');
  }
  if (run.pipeline.tasks !== plan.tasks) {
    problems.push(`the pipeline wrote ${run.pipeline.tasks} tasks, not the plan's ${plan.tasks}`);
  }
  if (run.singleCalls.length !== 1) {
    problems.push(`the single call made ${run.singleCalls.length} calls, not 1`);
  }
  if (run.single.tasks !== plan.tasks) {
    problems.push(`the single call holds ${run.single.tasks} tasks, not the plan's ${plan.tasks}`);
  }
  if (problems.length > 0) throw new Error(`the bench measured nothing: ${problems.join('; ')}`);
}

async function main() {
  const plan = await offlinePlanAnswers(HALF_MARATHON_ANSWERS);
  const { respond, log } = planResponder(plan, WHOLE_PLAN);
  const model = await startOpenAiCompatibleServer({
    respond,
    pace: { firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_SECOND },
  });
  const runs = [];
  const backend = {
    inviteCode: 'BENCHPLAN',
    env: {
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: model.url,
      OPENAI_MODEL: MODEL,
      PLAN_DAILY_LIMIT: '100',
      ...(process.env.PLAN_TASK_CONCURRENCY
        ? { PLAN_TASK_CONCURRENCY: process.env.PLAN_TASK_CONCURRENCY }
        : {}),
    },
  };
  try {
    await withBenchBackend(backend, async ({ database, appUrl }) => {
      const client = appClient(appUrl);
      await client.post('/api/auth/sign-up', {
        name: 'Bench Planner',
        email: `bench-plan-${Date.now()}@example.com`,
        password: 'bench-password-1234',
        inviteCode: await currentInviteCode(database.url),
        timeZone: 'UTC',
      });
      const openai = new OpenAI({ apiKey: 'bench-key', baseURL: model.url, maxRetries: 0 });

      for (let run = 1; run <= RUNS; run += 1) {
        const before = log.length;
        const pipeline = await pipelineRun(client);
        const pipelineCalls = log.slice(before);
        const single = await singleCallRun(openai);
        const singleCalls = log.slice(before + pipelineCalls.length);
        runs.push({ pipeline, pipelineCalls, single, singleCalls });
        checkRun(runs.at(-1), plan);
        console.log(
          `run ${run}/${RUNS}: pipeline ${pipeline.firstMilestone.toFixed(2)} s / ${pipeline.complete.toFixed(2)} s, ` +
            `single call ${single.firstMilestone.toFixed(2)} s / ${single.complete.toFixed(2)} s`,
        );
      }
    });
  } finally {
    await model.close();
  }

  const pipeline = {
    firstMilestone: mean(runs.map((r) => r.pipeline.firstMilestone)),
    complete: mean(runs.map((r) => r.pipeline.complete)),
  };
  const single = {
    firstMilestone: mean(runs.map((r) => r.single.firstMilestone)),
    complete: mean(runs.map((r) => r.single.complete)),
  };
  const last = runs.at(-1);
  const seconds = (value) => `${value.toFixed(2)} s`.padStart(10);
  const row = (name, r, calls, tasks) =>
    `${name.padEnd(34)} ${seconds(r.firstMilestone)} ${seconds(r.complete)}   ` +
    `${String(sumTokens(calls)).padStart(6)} tokens in ${String(calls.length).padStart(2)} call(s), ${tasks} tasks`;

  console.log(
    `\nOne ${plan.checkpoints}-checkpoint plan, model paced at ${TOKENS_PER_SECOND} tokens/s and ` +
      `${FIRST_TOKEN_MS} ms to first token; ${process.env.PLAN_TASK_CONCURRENCY ?? 6} task calls at a time; mean of ${RUNS} run(s), polled every ${POLL_MS} ms`,
  );
  console.log(`${''.padEnd(34)} ${'1st milestone'.padStart(10)} ${'complete'.padStart(10)}`);
  console.log(
    row('pipeline (backend, outline + tasks)', pipeline, last.pipelineCalls, last.pipeline.tasks),
  );
  console.log(row('single sequential call (SDK)', single, last.singleCalls, last.single.tasks));
  console.log('  (both stream: a milestone counts once its title is whole in the text so far)');
  console.log(`  pipeline calls: ${callsByPart(last.pipelineCalls)}`);
  console.log(
    `ratio (single call / pipeline): first milestone ${(single.firstMilestone / pipeline.firstMilestone).toFixed(2)}x, ` +
      `complete plan ${(single.complete / pipeline.complete).toFixed(2)}x`,
  );
}

await main();
