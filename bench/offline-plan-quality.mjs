// How well the offline coach writes plans, over goals written the way people write them (one or
// more per kind, some of no kind): each plan is made by the built backend exactly as the app
// makes it (the outline, then each week's tasks) and measured:
// - relevance: share of tasks naming something of the goal's field (its kind's lexicon; for a
//   goal of no kind, a word of the goal), aim >= 90 %;
// - echo: share of tasks containing the goal's own sentence, aim <= 2 %;
// - shared: share of tasks whose text (the goal's words removed) is also in a plan of another
//   kind, aim <= 10 %;
// - the kind each goal got (it must be the expected one), distinct milestone names, and the time
//   per plan beside its baseline in the same run: checking the same plan against every plan rule.
// It fails when an aim is missed, a goal gets another kind, a plan breaks a rule, a plan takes
// over 50 ms, or it measured nothing.
// A second set (support/offline-plan-goals-outside.mjs, run by ./offline-plan-outside.mjs) holds
// goals outside the catalogue and targets 90 days cannot reach.
import { importBuilt } from './support/backend-build.mjs';
import { makePlan as makePlanOn, tasksOf } from './support/offline-plans.mjs';
import { coachGoal, rootsOf } from '@goalcoach/coach';
import { QUALITY_GOALS } from './support/offline-plan-goals.mjs';

const { planProblems } = await importBuilt('goals/plan/plan-rules.js');

const AIMS = { relevance: 0.9, echo: 0.02, shared: 0.1, msPerPlan: 50 };
const TIMED_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const START_DATE = '2026-11-26';

const makePlan = (answers) => makePlanOn(answers, START_DATE);

/** Words of the goal worth finding in a task (no small words). */
function goalWords(goal) {
  return rootsOf(goal)
    .split(' ')
    .filter((word) => word.length > 3 && !/^\d/.test(word));
}

/** A task's text with the goal's words and all numbers taken out, for comparing across kinds. */
function bareText(task, goal) {
  const words = new Set(goalWords(goal));
  return task
    .toLowerCase()
    .replace(/[\d.,$€£]+/g, '#')
    .split(/\s+/)
    .filter((word) => !words.has(word))
    .join(' ');
}

function namesField(task, kind, goal) {
  const text = task.toLowerCase();
  const words = kind.field === 'general' ? goalWords(goal) : kind.lexicon;
  return words.some((word) => text.includes(word));
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const percent = (share) => `${(share * 100).toFixed(1)} %`;

async function timePlan(answers) {
  const times = [];
  const checks = [];
  for (let run = 0; run < TIMED_RUNS; run++) {
    const started = performance.now();
    const plan = await makePlan(answers);
    times.push(performance.now() - started);
    const checked = performance.now();
    planProblems(plan);
    checks.push(performance.now() - checked);
  }
  return { ms: median(times), baselineMs: median(checks) };
}

async function main() {
  // The first plan loads the parser's lexicon: not a figure.
  await makePlan(QUALITY_GOALS[0].answers);
  const rows = [];
  for (const { answers, expected } of QUALITY_GOALS) {
    const plan = await makePlan(answers);
    const { kind } = coachGoal(answers, START_DATE);
    const tasks = tasksOf(plan);
    const sentence = answers.goal.toLowerCase().replace(/[.!?]+$/, '');
    rows.push({
      goal: answers.goal,
      expected,
      kind,
      plan,
      tasks,
      valid: planProblems(plan).ok,
      relevant: tasks.filter((task) => namesField(task, kind, answers.goal)).length,
      echoed: tasks.filter((task) => task.toLowerCase().includes(sentence)).length,
      ...(await timePlan(answers)),
    });
  }
  const bareByKind = new Map();
  for (const row of rows) {
    const set = bareByKind.get(row.kind.id) ?? new Set();
    for (const task of row.tasks) set.add(bareText(task, row.goal));
    bareByKind.set(row.kind.id, set);
  }
  for (const row of rows) {
    row.shared = row.tasks.filter((task) =>
      [...bareByKind].some(([id, set]) => id !== row.kind.id && set.has(bareText(task, row.goal))),
    ).length;
  }
  return report(rows);
}

function report(rows) {
  const problems = [];
  console.log('goal | kind | tasks | relevance | echo | shared | ms per plan (check ms)');
  for (const row of rows) {
    const n = row.tasks.length;
    console.log(
      `${row.goal.slice(0, 44).padEnd(44)} | ${row.kind.label.padEnd(28)} | ${String(n).padStart(2)} | ` +
        `${percent(row.relevant / n).padStart(7)} | ${percent(row.echoed / n).padStart(6)} | ` +
        `${percent(row.shared / n).padStart(6)} | ${row.ms.toFixed(1)} (${row.baselineMs.toFixed(2)})`,
    );
    if (row.kind.id !== row.expected)
      problems.push(`"${row.goal}" got ${row.kind.id}, not ${row.expected}`);
    if (!row.valid) problems.push(`"${row.goal}": the plan breaks a plan rule`);
    if (row.ms > AIMS.msPerPlan) problems.push(`"${row.goal}": ${row.ms.toFixed(1)} ms a plan`);
  }
  const total = rows.reduce((sum, row) => sum + row.tasks.length, 0);
  if (rows.length === 0 || total === 0)
    throw new Error('the bench measured nothing: no plans, no tasks');
  const share = (key) => rows.reduce((sum, row) => sum + row[key], 0) / total;
  const kinds = new Set(rows.map((row) => row.kind.id));
  const titles = new Set(
    rows.flatMap((row) => row.kind.milestones.map((milestone) => milestone.title)),
  );
  const ms = median(rows.map((row) => row.ms));
  const baseline = median(rows.map((row) => row.baselineMs));
  console.log(
    `\n${rows.length} goals, ${kinds.size} kinds, ${total} tasks: relevance ${percent(share('relevant'))} ` +
      `(aim >= ${percent(AIMS.relevance)}), echo ${percent(share('echoed'))} (aim <= ${percent(AIMS.echo)}), ` +
      `shared ${percent(share('shared'))} (aim <= ${percent(AIMS.shared)}); ` +
      `${titles.size} distinct milestone names across ${kinds.size} kinds`,
  );
  console.log(
    `time per plan: median ${ms.toFixed(1)} ms, max ${Math.max(...rows.map((row) => row.ms)).toFixed(1)} ms ` +
      `(aim <= ${AIMS.msPerPlan} ms); ${(ms / baseline).toFixed(0)} × checking the same plan against every rule (${baseline.toFixed(2)} ms)`,
  );
  if (share('relevant') < AIMS.relevance) problems.push(`relevance ${percent(share('relevant'))}`);
  if (share('echoed') > AIMS.echo) problems.push(`echo ${percent(share('echoed'))}`);
  if (share('shared') > AIMS.shared) problems.push(`shared ${percent(share('shared'))}`);
  if (problems.length === 0) return 0;
  console.error(`\noffline-plan-quality FAILED:\n  ${problems.join('\n  ')}`);
  return 1;
}

process.exit(await main());
