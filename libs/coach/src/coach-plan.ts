import type { CreateGoalRequest } from '@goalcoach/contracts';
import {
  firstSentence,
  lowerFirst,
  sentenceStart,
  shorten,
  withoutTrailingSmallWords,
} from './answer-words.js';
import {
  type CoachMilestone,
  type CoachOutline,
  type CoachTask,
  weekDays,
} from './coach-output.js';
import type { CoachPace } from './coach-pace.js';
import { GENERAL_COUNTERMEASURES } from './general-countermeasures.js';
import type { GoalKind, KindCountermeasure, KindMilestone, KindWeek } from './goal-kind.js';
import { type GoalReading, readGoal } from './goal-reading.js';
import { chooseCoach } from './coach-choice.js';
import { GENERAL_KIND, GOAL_KINDS, kindById } from './kinds/index.js';
import { GOAL_SHAPES } from './shapes/index.js';
import { hasWordStart } from './phrase-match.js';
import { AFTER_EVENT } from './after-event.js';
import { addDays, dayText } from './goal-date.js';
import { CHECKPOINT_WEEKS, datedPhases, datedWeeks } from './key-date.js';
import {
  type TextContext,
  eventName,
  fillText,
  moneyBelongs,
  speaksOfMoney,
  textContext,
} from './task-text.js';
import { taskDays, weekdayOf } from './week-schedule.js';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const WEEKS_PER_MILESTONE = 3;

const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday] ?? '';

/** A goal as the offline coach sees it: its kind and what was read in the answers. */
export interface CoachedGoal {
  /** The catalogue kind, the shape or the general coach the plan is written as. */
  kind: GoalKind;
  /** The goal's words it was chosen for. */
  chosenFor: readonly string[];
  reading: GoalReading;
  /** Weekday (0 Sunday) of the plan's day 1, when the start date is known. */
  firstWeekday: number | null;
  /** The plan's day 1 (`YYYY-MM-DD`), when known: a race month is placed from it. */
  startDate?: string;
}

// A plan asks for its weeks one by one: the answers are read once, not twelve times.
const recent = new Map<string, CoachedGoal>();
const RECENT_MAX = 64;

/**
 * The goal's kind and reading (deterministic: the same answers give the same plan). `planKind`
 * is a kind or shape already chosen for the goal (by the coach before, or by the person): it is
 * kept while the coach knows it.
 */
export function coachGoal(
  answers: CreateGoalRequest,
  startDate?: string,
  planKind?: string | null,
): CoachedGoal {
  const key = JSON.stringify([answers, startDate ?? null, planKind ?? null]);
  const known = recent.get(key);
  if (known) return known;
  const reading = readGoal(answers);
  const choice = chooseCoach(GOAL_KINDS, GOAL_SHAPES, reading, reading.frame, GENERAL_KIND);
  const kept = planKind ? kindById(planKind) : undefined;
  const coached = {
    kind: kept ?? choice.plan,
    chosenFor: !kept || kept.id === choice.plan.id ? choice.words : [],
    reading,
    firstWeekday: startDate ? weekdayOf(startDate) : null,
    ...(startDate ? { startDate } : {}),
  };
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(key, coached);
  return coached;
}

/** The kind's four phases, the last one toward what 90 days reach when the target is beyond them. */
function ownPhases(coached: CoachedGoal, context: TextContext): readonly KindMilestone[] {
  const [first, second, third, last] = coached.kind.milestones;
  const unreached = coached.kind.measure?.unreached;
  return [first, second, third, context.reach && unreached ? unreached : last];
}

/**
 * The week of material (1-12 the kind's, 13 on the weeks after an event) each plan week takes,
 * when the goal dates the kind's key event inside the plan; else null.
 */
function datedSequence(coached: CoachedGoal, context: TextContext): number[] | null {
  const keyEvent = coached.kind.keyEvent;
  return keyEvent && context.keyDate ? datedWeeks(keyEvent.week, context.keyDate.week) : null;
}

/** The plan's four phases: the kind's own, or for a dated key event the ones its weeks come from. */
function phasesOf(coached: CoachedGoal, context: TextContext): readonly KindMilestone[] {
  const own = ownPhases(coached, context);
  const sequence = datedSequence(coached, context);
  if (!sequence) return own;
  return datedPhases(sequence, context.keyDate?.week ?? CHECKPOINT_WEEKS).map(
    (phase) => own[phase] ?? AFTER_EVENT[phase - own.length] ?? AFTER_EVENT[1],
  );
}

/** The goal's text context: its kind, what was read, and what 90 days reach. */
function contextOf(coached: CoachedGoal, scale = 1): TextContext {
  return textContext(coached.kind, coached.reading, scale, coached.startDate);
}

/**
 * What the goal page says of the plan: what 90 days can reach when the target is beyond them
 * ("At $900 a month this is clear in about 14 months; …"), or how a rate adds up; else null.
 */
export function coachReach(coached: CoachedGoal): string | null {
  const context = contextOf(coached);
  return context.reach?.sentence ?? keyDateSentence(coached, context);
}

/** Where a dated key event falls: "The street party is in week 8 of these 90 days, in January: …". */
function keyDateSentence(coached: CoachedGoal, context: TextContext): string | null {
  const keyDate = context.keyDate;
  if (!keyDate) return null;
  const event = sentenceStart(eventName(context));
  const day =
    keyDate.day !== null && coached.startDate
      ? dayText(addDays(coached.startDate, keyDate.day - 1))
      : null;
  if (keyDate.week > CHECKPOINT_WEEKS) {
    return `${event} is ${day ? `on ${day}` : keyDate.phrase}, in the last days of these 90 days: the plan's twelve weeks build up to it.`;
  }
  const when = day
    ? `on ${day}, week ${keyDate.week} of these 90 days`
    : `in week ${keyDate.week} of these 90 days, ${keyDate.phrase}`;
  const after =
    keyDate.week < CHECKPOINT_WEEKS ? ', and the weeks after it look back and build on it' : '';
  return `${event} is ${when}: the plan builds up to it${after}.`;
}

/** The outline: the kind's four phases, its weeks titled "Week N: focus", filled for this goal. */
export function coachOutline(coached: CoachedGoal, answers: CreateGoalRequest): CoachOutline {
  const context = contextOf(coached);
  const firstTask = weekMaterial(coached, context, { week: 1, weekIndex: 0 }).tasks[0] ?? '';
  const goalName = sentenceStart(shorten(answers.goal, 120).replace(/[.!]+$/, '')) || 'My goal';
  return {
    goalName,
    shortTitle: shortTitleOf(answers.goal) || shorten(goalName, 60),
    // Shown after "My goal is to:": the goal as the person wrote it, and their reason.
    personalLegend: shorten(
      `${sentenceStart(firstSentence(answers.goal))}, because ${lowerFirst(firstSentence(answers.why))}`,
      300,
    ),
    firstDailyAction: shorten(fillText(firstTask, context), 300),
    milestones: [0, 1, 2, 3].map((index) =>
      coachMilestone(
        coached,
        index,
        [1, 2, 3].map((week) => index * WEEKS_PER_MILESTONE + week),
      ),
    ),
  };
}

/**
 * Phase `milestoneIndex` (0-3) of the plan, its checkpoints on `weeks`: for the outline, and to
 * write a plan's remaining weeks again as another kind or shape.
 */
export function coachMilestone(
  coached: CoachedGoal,
  milestoneIndex: number,
  weeks: readonly number[],
): CoachMilestone {
  const context = contextOf(coached);
  const phases = phasesOf(coached, context);
  const phase = phases[milestoneIndex] ?? coached.kind.milestones[3];
  return {
    title: shorten(fillText(phase.title, context), 120),
    description: shorten(
      `${fillText(phase.description, context)}${milestoneIndex === 3 ? lastPhaseNote(coached, context) : ''}`,
      600,
    ),
    checkpoints: weeks.map((week, weekIndex) =>
      checkpointOf(
        week,
        weekMaterial(coached, context, { week, weekIndex }),
        coached,
        context,
        repeatsWeekBefore(coached, context, week) ? 'again' : undefined,
      ),
    ),
  };
}

/** Whether a dated plan, spread over more weeks than the kind's build, repeats the week before. */
function repeatsWeekBefore(coached: CoachedGoal, context: TextContext, week: number): boolean {
  const sequence = datedSequence(coached, context);
  return Boolean(sequence && week > 1 && sequence[week - 1] === sequence[week - 2]);
}

/** The last phase says what 90 days reach, or the deadline the goal named. */
function lastPhaseNote(coached: CoachedGoal, context: TextContext): string {
  if (context.reach) return ` ${context.reach.sentence}`;
  if (context.keyDate) return '';
  return coached.reading.deadline ? ` Your deadline: ${coached.reading.deadline}.` : '';
}

function checkpointOf(
  week: number,
  material: KindWeek,
  coached: CoachedGoal,
  context: TextContext,
  label?: string,
): CoachMilestone['checkpoints'][number] {
  const { days, timeOfDay } = coached.reading;
  const when =
    days.length > 0
      ? ` On your days: ${listOf(days.map(weekdayName))}${timeOfDay ? `, ${timeOfDay}` : ''}.`
      : timeOfDay
        ? ` ${sentenceStart(timeOfDay)}, as suits you.`
        : '';
  return {
    week,
    title: shorten(`Week ${week}: ${material.focus}${label ? ` (${label})` : ''}`, 120),
    description: shorten(`${fillText(material.description, context)}${when}`, 600),
  };
}

/** Where a week is: the plan's week number (1-13), and its place in its milestone (0-2). */
export interface WeekPlace {
  week: number;
  weekIndex: number;
}

/**
 * A week's `count` tasks: the kind's material for that week (or the one `pace` moves to), then
 * its extras; one of them answers an obstacle the person named, every other week (every week
 * at a pace that asks for it); placed on the person's days.
 */
export function coachWeekTasks(
  coached: CoachedGoal,
  place: WeekPlace,
  count: number,
  pace?: CoachPace,
): CoachTask[] {
  const context = contextOf(coached, pace?.scale ?? 1);
  const material = weekMaterial(coached, context, place, pace);
  // Money only where it belongs: a budget task is no step for a goal that never named money.
  const fits = (template: string) => moneyBelongs(context) || !speaksOfMoney(template);
  const own = material.tasks.filter(fits);
  const extras = coached.kind.extras.filter(fits);
  // A week too short without them takes them back: a plan keeps its number of tasks.
  const spare = [...material.tasks, ...coached.kind.extras].filter((text) => !fits(text));
  const texts = weekTexts(uniqueTexts([...own, ...extras, ...spare], context), own.length, count);
  const global = place.week - 1;
  const answer = obstacleAnswerFor(global, obstacleTasks(coached, context), pace);
  if (
    answer &&
    texts.length >= 2 &&
    !texts.some((text) => text.toLowerCase() === answer.toLowerCase())
  ) {
    texts[texts.length - 2] = answer;
  }
  const days = eventWeekDays(
    taskDays(place.week, texts.length, coached.reading.days, coached.firstWeekday),
    place.week,
    context,
  );
  return texts.map((text, index) => {
    const day = days[index] ?? weekDays(place.week).first;
    return { task: shorten(pace?.specific ? specificText(text, day, coached) : text, 300), day };
  });
}

/**
 * In the week of a dated event, the key task falls inside the date ("before Christmas": by the
 * 24th; "on 14 February": that day) and no task after it.
 */
function eventWeekDays(days: number[], week: number, context: TextContext): number[] {
  const keyDate = context.keyDate;
  const planned = days.at(-1);
  if (keyDate?.week !== week || planned === undefined) return days;
  const { first, last } = weekDays(week);
  const keyDay = clamp(planned, Math.max(first, keyDate.firstDay), Math.min(last, keyDate.lastDay));
  if (keyDay === planned) return days;
  // The tasks before it spread over the days up to it, in order.
  const before = days.length - 1;
  const room = keyDay - first + 1;
  return days.map((_, index) =>
    index === before ? keyDay : first + Math.floor((index * room) / Math.max(before, 1)),
  );
}

/**
 * The obstacle answer of week `global` (0-11): every other week, the next one of `answers`;
 * every week, in turn, at a pace that asks for it.
 */
function obstacleAnswerFor(
  global: number,
  answers: readonly string[],
  pace?: CoachPace,
): string | undefined {
  if (answers.length === 0) return undefined;
  if (pace?.obstaclesEveryWeek) return answers[global % answers.length];
  if (global % 2 !== 0) return undefined;
  return answers[global / 2];
}

function weekMaterial(
  coached: CoachedGoal,
  context: TextContext,
  place: WeekPlace,
  pace?: CoachPace,
): KindWeek {
  const kind = coached.kind;
  if (pace?.alternative) {
    return (
      kind.alternative.weeks[place.weekIndex % WEEKS_PER_MILESTONE] ?? kind.alternative.weeks[0]
    );
  }
  const shift = pace?.shift ?? 0;
  const own = ownPhases(coached, context).flatMap((milestone) => [...milestone.weeks]);
  const sequence = datedSequence(coached, context);
  if (!sequence || !kind.keyEvent || !context.keyDate) {
    // The plan's week N is the kind's week N: any outline (a model's too) takes the progression.
    return own[clamp(place.week - 1 + shift, 0, own.length - 1)] ?? kind.milestones[0].weeks[0];
  }
  const after = AFTER_EVENT.flatMap((milestone) => [...milestone.weeks]);
  const planned = sequence[clamp(place.week - 1, 0, sequence.length - 1)] ?? 1;
  // A harder or lighter pace moves the weeks before the event, never the event itself.
  const number =
    place.week < context.keyDate.week ? clamp(planned + shift, 1, kind.keyEvent.week - 1) : planned;
  return [...own, ...after][number - 1] ?? kind.milestones[0].weeks[0];
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * `count` of a week's texts in order, the week's key task (the last of its own `own`: the long
 * run, the payment, the review) last: a shorter week drops the ones before it, a longer one
 * takes extras before it.
 */
function weekTexts(texts: string[], own: number, count: number): string[] {
  const key = texts[own - 1];
  if (count < 2 || key === undefined) return texts.slice(0, count);
  const others = [...texts.slice(0, own - 1), ...texts.slice(own)].slice(0, count - 1);
  return [...others, key];
}

/** The filled texts, each once (a week's material and the extras may say the same). */
function uniqueTexts(templates: readonly string[], context: TextContext): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const template of templates) {
    const text = sentenceStart(fillText(template, context));
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    texts.push(text);
  }
  return texts;
}

/** The tasks that answer the obstacles the person named: the field's own first. */
function obstacleTasks(coached: CoachedGoal, context: TextContext): string[] {
  const roots = coached.reading.obstacleRoots;
  const answering = (answers: readonly KindCountermeasure[]) =>
    answers
      .filter((answer) => !answer.notFor?.includes(coached.kind.field))
      .filter((answer) => answer.when.some((word) => hasWordStart(roots, word)))
      .flatMap((answer) => answer.tasks.map((task) => sentenceStart(fillText(task, context))));
  const field = answering(coached.kind.countermeasures);
  // The field's answers come back once more after the general ones: they are the coach's own.
  return [...field, ...answering(GENERAL_COUNTERMEASURES), ...field];
}

function specificText(text: string, day: number, coached: CoachedGoal): string {
  const when =
    coached.firstWeekday === null
      ? `Day ${day}`
      : weekdayName((coached.firstWeekday + day - 1) % 7);
  return `${when}: ${lowerFirst(text)}`;
}

/** A refined milestone: the same weeks, the kind's material at the new pace. */
export function coachRefinedMilestone(
  coached: CoachedGoal,
  milestoneIndex: number,
  weeks: readonly number[],
  pace: CoachPace,
  feedbackText: string,
): CoachMilestone {
  const context = contextOf(coached, pace.scale);
  const phases = phasesOf(coached, context);
  const phase: KindMilestone = pace.alternative
    ? coached.kind.alternative
    : (phases[milestoneIndex] ?? phases[3] ?? coached.kind.milestones[3]);
  const note = feedbackText ? ` You asked: "${shorten(feedbackText, 200)}"` : '';
  return {
    title: shorten(`${fillText(phase.title, context)} (${pace.label})`, 120),
    description: shorten(`${pace.intro} ${fillText(phase.description, context)}${note}`, 600),
    checkpoints: weeks.map((week, weekIndex) =>
      checkpointOf(
        week,
        weekMaterial(coached, context, { week, weekIndex }, pace),
        coached,
        context,
        pace.label,
      ),
    ),
  };
}

/** The goal itself when short; else its first words, not ending on a small word. */
function shortTitleOf(goal: string): string {
  const title = shorten(goal, 40)
    .replace(/…$/, '')
    .replace(/[.!?]+$/, '');
  return sentenceStart(withoutTrailingSmallWords(title));
}

function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
