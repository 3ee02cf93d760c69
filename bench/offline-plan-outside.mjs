// How the offline coach writes plans for goals outside its catalogue (things to make, events,
// treks, licences, campaigns...) and for targets 90 days cannot reach, each plan made as the app
// makes it (support/offline-plan-goals-outside.mjs holds the labelled goals). Per goal and in
// total, over the tuning part and the held-out part apart:
// - wrong field: the plan is of a field the goal is labelled as not being of (aim 0);
// - shape: the shape (or kind) it got beside its label;
// - relevance: share of tasks naming a word of the goal's own (aim >= 70 %);
// - bad slots: tasks whose filled slots read wrong ("your my", a name lower-cased, money in a
//   shape's plan when the person named no money, a slot left unfilled) (aim 0);
// - shared: share of tasks also in a plan of another kind or shape, the goal's words taken out
//   (aim <= 20 %);
// - for each target 90 days cannot reach: whether the plan states what it can (aim: all);
// - for each goal that dates its key event inside the plan (a street party in January, a race
//   on 14 February): whether the plan's key task for it falls on those days (aim: all).
// And what the coach's word vectors cost a fresh process: load time and memory (aim <= +1 s,
// <= +100 MB). It fails when an aim is missed or it measured nothing.
import { execFileSync } from 'node:child_process';
import { coachGoal, coachReach, kindById, rootsOf } from '@goalcoach/coach';
import { importBuilt } from './support/backend-build.mjs';
import { makePlan as makePlanOn, tasksOf } from './support/offline-plans.mjs';
import {
  DATED_GOALS,
  IMPOSSIBLE_TARGETS,
  OUTSIDE_GOALS,
} from './support/offline-plan-goals-outside.mjs';

const { planProblems } = await importBuilt('goals/plan/plan-rules.js');

const AIMS = { wrongField: 0, relevance: 0.7, badSlots: 0, shared: 0.2, startMs: 1000, rssMb: 100 };
const START_DATE = '2026-12-07';
const percent = (share) => `${(share * 100).toFixed(1)} %`;

const makePlan = (answers) => makePlanOn(answers, START_DATE);

/** The goal's own words worth finding in a task: roots and as written, no small words. */
function goalWords(goal) {
  const written = goal.toLowerCase().match(/\p{L}[\p{L}'-]+/gu) ?? [];
  return [...new Set([...rootsOf(goal).split(' '), ...written])].filter(
    (word) => word.length > 3 && !SMALL.has(word),
  );
}
const SMALL = new Set([
  'want',
  'would',
  'like',
  'this',
  'that',
  'with',
  'from',
  'into',
  'next',
  'year',
  'every',
  'before',
  'after',
  'about',
  'some',
  'more',
  'least',
  'finally',
  'really',
  'month',
  'week',
  'weeks',
  'months',
  'days',
  'time',
]);

/** A task's text without the goal's words (in any form: "knitting" of "knit") and numbers. */
function bareText(task, goal) {
  const stems = goalWords(goal).map((word) => word.slice(0, 4));
  return task
    .toLowerCase()
    .replace(/[\d.,$€£]+/g, '#')
    .split(/\s+/)
    .filter((word) => !stems.some((stem) => word.replace(/[^\p{L}]/gu, '').startsWith(stem)))
    .join(' ');
}

const MONEY = /[$€£]\s?\d|\bsavings?\b|\bbudget|\bdebt\b|\bloan\b/i;
const GOAL_MONEY =
  /[$€£]|\bmoney\b|\braise\b|\bfund|\bsavings?\b|\bdollars?\b|\bpounds?\b|\beuros?\b|\bsell\b|\bsales?\b|\bdebt|\bcost/i;

const MONTHS =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** Names in the goal: capitalised words past its first, runs of them kept together. */
function properNames(goal) {
  const words = goal.split(/\s+/);
  const names = [];
  let run = [];
  words.forEach((word, index) => {
    const bare = word.replace(/[^\p{L}'-]/gu, '');
    if (index > 0 && /^\p{Lu}\p{Ll}+/u.test(bare) && !MONTHS.test(bare)) run.push(bare);
    else {
      if (run.length) names.push(run.join(' '));
      run = [];
    }
  });
  if (run.length) names.push(run.join(' '));
  return names.filter((name) => name.length > 2);
}

/** What reads wrong in a task once its slots are filled; [] when nothing. */
function slotProblems(task, answers, kind) {
  const problems = [];
  if (/[{}]/.test(task)) problems.push('a slot left unfilled');
  if (/\b(your|the|a|an|my|our) (your|the|my|our|a|an)\b/i.test(task))
    problems.push('two determiners');
  if (/\s{2,}|\s[,.;:]|\(\s*\)/.test(task)) problems.push('a gap where a slot was empty');
  if (/\b(?:the|your|a|an) (?:to|for|of|in|at|on|with|and)\b/i.test(task)) {
    problems.push('a determiner before a small word');
  }
  // A name of the goal's ("Mount Fuji", "Sam") written in lower case.
  for (const name of properNames(answers.goal)) {
    if (task.toLowerCase().includes(name.toLowerCase()) && !task.includes(name)) {
      problems.push(`"${name}" lower-cased`);
    }
  }
  // The coach's rule: a catalogue kind's field decides (moving home has a deposit); a shape or
  // the general coach speaks of money only when the person named it.
  const ownThing = kind.field === 'shape' || kind.field === 'general';
  const moneyPlan = !ownThing || GOAL_MONEY.test(Object.values(answers).join(' '));
  if (!moneyPlan && MONEY.test(task)) problems.push('money in a plan of no money');
  return problems;
}

async function planRow({ answers, shape, notFields, heldOut }) {
  const plan = await makePlan(answers);
  const coached = coachGoal(answers, START_DATE);
  const kind = coached.kind;
  const tasks = tasksOf(plan);
  // A task is of the goal's world when it names a word of the goal or, in a plan of a
  // catalogue kind, a word of that field.
  const words = [
    ...goalWords(answers.goal),
    ...(kind.field === 'shape' || kind.field === 'general' ? [] : kind.lexicon),
  ];
  const names = (task) => words.some((word) => task.toLowerCase().includes(word));
  return {
    goal: answers.goal,
    label: shape,
    heldOut,
    kind,
    tasks,
    valid: planProblems(plan).ok,
    wrongField: notFields.includes(kind.field),
    relevant: tasks.filter(names).length,
    bad: tasks.flatMap((task) =>
      slotProblems(task, answers, kind).map((problem) => `${problem}: ${task}`),
    ),
  };
}

function markShared(rows) {
  for (const row of rows) row.bare = row.tasks.map((task) => bareText(task, row.goal));
  const plansOf = new Map();
  const goalsOf = new Map();
  for (const row of rows) {
    for (const text of new Set(row.bare)) {
      plansOf.set(text, (plansOf.get(text) ?? new Set()).add(row.kind.id));
      goalsOf.set(text, (goalsOf.get(text) ?? 0) + 1);
    }
  }
  for (const row of rows) {
    // In a plan of another kind or shape.
    row.shared = row.bare.filter((text) =>
      [...(plansOf.get(text) ?? [])].some((id) => id !== row.kind.id),
    ).length;
    // For information: in another goal's plan of any kind, the goal's words aside.
    row.repeated = row.bare.filter((text) => (goalsOf.get(text) ?? 0) > 1).length;
  }
}

function totals(rows) {
  const tasks = rows.reduce((sum, row) => sum + row.tasks.length, 0);
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return {
    goals: rows.length,
    tasks,
    wrongField: rows.filter((row) => row.wrongField).length,
    asLabelled: rows.filter(
      (row) => row.kind.id === row.label || (row.label === 'none' && row.kind.id === 'general'),
    ).length,
    relevance: tasks ? sum('relevant') / tasks : 0,
    badSlots: rows.reduce((total, row) => total + row.bad.length, 0),
    shared: tasks ? sum('shared') / tasks : 0,
    repeated: tasks ? sum('repeated') / tasks : 0,
  };
}

/** A fresh process's time and memory to load the coach and plan one goal, with and without its word vectors. */
function loadCost() {
  const script = (withVectors) => `
    const started = performance.now();
    const coach = await import('@goalcoach/coach');
    const answers = { goal: 'Knit a sweater for my dad', why: 'a', vision: 'b', resources: 'c', obstacles: 'd', workingStyle: 'e', change: 'f' };
    ${withVectors ? "coach.coachGoal(answers, '2026-12-07');" : 'coach.rootsOf(answers.goal);'}
    console.log(JSON.stringify({ ms: performance.now() - started, rss: process.memoryUsage().rss }));`;
  const run = (withVectors) =>
    JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script(withVectors)], {
        cwd: new URL('.', import.meta.url),
        encoding: 'utf8',
      }),
    );
  const runs = Array.from({ length: 3 }, () => [run(false), run(true)]);
  const median = (values) => [...values].sort((a, b) => a - b)[1];
  const without = { ms: median(runs.map(([a]) => a.ms)), rss: median(runs.map(([a]) => a.rss)) };
  const withIt = { ms: median(runs.map(([, b]) => b.ms)), rss: median(runs.map(([, b]) => b.rss)) };
  return { without, withIt };
}

async function main() {
  await makePlan(OUTSIDE_GOALS[0].answers);
  const rows = [];
  for (const entry of OUTSIDE_GOALS) rows.push(await planRow(entry));
  markShared(rows);
  console.log('goal | label | plan | tasks | wrong field | relevance | bad slots | shared');
  for (const row of rows) {
    const n = row.tasks.length;
    console.log(
      `${(row.heldOut ? '* ' : '  ') + row.goal.slice(0, 50).padEnd(50)} | ${row.label.padEnd(11)} | ${row.kind.id.padEnd(18)} | ${String(n).padStart(2)} | ` +
        `${(row.wrongField ? 'WRONG' : '-').padEnd(5)} | ${percent(row.relevant / n).padStart(7)} | ${String(row.bad.length).padStart(2)} | ${percent(row.shared / n).padStart(6)}`,
    );
    for (const problem of row.bad.slice(0, 3)) console.log(`      bad slot: ${problem}`);
  }
  const problems = [];
  for (const row of rows)
    if (!row.valid) problems.push(`"${row.goal}": the plan breaks a plan rule`);
  for (const [name, part] of [
    ['tuning', rows.filter((row) => !row.heldOut)],
    ['held out', rows.filter((row) => row.heldOut)],
    ['all', rows],
  ]) {
    const t = totals(part);
    if (t.tasks === 0) throw new Error('the bench measured nothing: no plans, no tasks');
    console.log(
      `\n${name}: ${t.goals} goals, ${t.tasks} tasks: wrong field ${t.wrongField} (aim ${AIMS.wrongField}), ` +
        `as labelled ${t.asLabelled}/${t.goals}, relevance ${percent(t.relevance)} (aim >= ${percent(AIMS.relevance)}), ` +
        `bad slots ${t.badSlots} (aim ${AIMS.badSlots}), shared ${percent(t.shared)} (aim <= ${percent(AIMS.shared)}); ` +
        `${percent(t.repeated)} of tasks also in another goal's plan, its words aside`,
    );
    if (name !== 'all') continue;
    if (t.wrongField > AIMS.wrongField) problems.push(`${t.wrongField} plans of a wrong field`);
    if (t.relevance < AIMS.relevance) problems.push(`relevance ${percent(t.relevance)}`);
    if (t.badSlots > AIMS.badSlots) problems.push(`${t.badSlots} badly filled slots`);
    if (t.shared > AIMS.shared) problems.push(`shared ${percent(t.shared)}`);
  }

  console.log('\ntargets 90 days cannot reach (or rates): what the plan says');
  let stated = 0;
  for (const { answers, reach } of IMPOSSIBLE_TARGETS) {
    const said = coachReach(coachGoal(answers, START_DATE));
    if (said) stated += 1;
    else problems.push(`"${answers.goal}": the plan does not say what 90 days reach`);
    console.log(`  ${answers.goal}\n    plan: ${said ?? 'NOTHING'}\n    note: ${reach}`);
  }
  if (IMPOSSIBLE_TARGETS.length === 0) throw new Error('the bench measured nothing: no targets');
  console.log(`stated ${stated}/${IMPOSSIBLE_TARGETS.length} (aim: all)`);

  console.log('\ngoals that date their key event inside the plan: where the plan puts it');
  let onDate = 0;
  for (const { answers, from, to } of DATED_GOALS) {
    const found = await keyEventDay(answers);
    const inside = found !== null && found.date >= from && found.date <= to;
    if (inside) onDate += 1;
    else problems.push(`"${answers.goal}": the key event is not on ${from}..${to}`);
    console.log(
      `  ${inside ? '-' : 'OFF'} ${answers.goal}\n    ${found ? `${found.kind}, week ${found.week}: "${found.task}" on ${found.date}` : 'no key event in the plan'} (named: ${from}..${to})`,
    );
  }
  if (DATED_GOALS.length === 0) throw new Error('the bench measured nothing: no dated goals');
  console.log(`on the named date ${onDate}/${DATED_GOALS.length} (aim: all)`);

  const { without, withIt } = loadCost();
  const extraMs = withIt.ms - without.ms;
  const extraMb = (withIt.rss - without.rss) / 2 ** 20;
  console.log(
    `\nword vectors in a fresh process: load and first plan ${withIt.ms.toFixed(0)} ms vs ${without.ms.toFixed(0)} ms without ` +
      `(+${extraMs.toFixed(0)} ms, aim <= ${AIMS.startMs}), RSS ${(withIt.rss / 2 ** 20).toFixed(0)} MB vs ${(without.rss / 2 ** 20).toFixed(0)} MB ` +
      `(+${extraMb.toFixed(0)} MB, aim <= ${AIMS.rssMb})`,
  );
  if (extraMs > AIMS.startMs) problems.push(`word vectors add ${extraMs.toFixed(0)} ms`);
  if (extraMb > AIMS.rssMb) problems.push(`word vectors add ${extraMb.toFixed(0)} MB`);
  if (problems.length === 0) return 0;
  console.error(`\noffline-plan-outside FAILED:\n  ${problems.join('\n  ')}`);
  return 1;
}

/** The key task of the plan's week of its kind's key event (the race, the day), and its date. */
async function keyEventDay(answers) {
  const kind = kindById(coachGoal(answers, START_DATE).kind.id);
  const keyWeek = kind?.keyEvent?.week;
  if (!kind || !keyWeek) return null;
  const focus = kind.milestones.flatMap((milestone) => milestone.weeks)[keyWeek - 1]?.focus;
  const checkpoint = (await makePlan(answers)).milestones
    .flatMap((milestone) => milestone.checkpoints)
    .find((candidate) => focus && candidate.title.includes(`: ${focus}`));
  const task = checkpoint?.tasks.at(-1);
  if (!checkpoint || !task) return null;
  const date = new Date(Date.parse(`${START_DATE}T00:00:00Z`) + (task.day - 1) * 86_400_000);
  return {
    kind: kind.id,
    week: checkpoint.week,
    task: task.task,
    date: date.toISOString().slice(0, 10),
  };
}

process.exit(await main());
