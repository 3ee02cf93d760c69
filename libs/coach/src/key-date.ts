import { PLAN_DAYS } from './coach-output.js';
import { DAY_MS, type GoalDate, dateSpan, utcDay } from './goal-date.js';

/**
 * Where the plan's key event falls when the goal names its date inside the 90 days ("a street
 * party in January", "the test by March", "the race on 14 February"): the kind's twelve weeks
 * are fitted so that its key week lands there, and the weeks after it look back and build on it.
 */
export interface KeyDate {
  /**
   * The plan week of the key event: 1-12, or 13 for the last days of the plan (85-90), after
   * the last weekly checkpoint: then the twelve weeks build up to it.
   */
  week: number;
  /** The plan day (1-90) of it, when the goal names the day. */
  day: number | null;
  /** The plan days the date covers (both 1-90): the key task falls between them. */
  firstDay: number;
  lastDay: number;
  /** The date as a sentence says it: "in January", "on 14 February", "by March". */
  phrase: string;
}

/** The plan's weeks with a checkpoint: days 85-90 follow the last one. */
export const CHECKPOINT_WEEKS = 12;
const WEEKS = CHECKPOINT_WEEKS;
/** The last weeks before the key event keep their order and spacing: the taper, the final checks. */
const RUN_IN = 2;
const FIRST_PHASE = 3;

const weekOfDay = (day: number) => Math.min(Math.ceil(day / 7), WEEKS + 1);

/**
 * The key event's week: the kind's own (`keyWeek`) when it falls within the named date, else the
 * date's week nearest to it (the latest week of a month that ends sooner, the first of one
 * that begins later). Null when the goal names no date, or one outside the plan's weeks.
 */
export function keyDateOf(
  date: GoalDate | null,
  startDate: string | undefined,
  keyWeek: number,
): KeyDate | null {
  if (!date || !startDate) return null;
  const start = utcDay(startDate);
  const span = dateSpan(date, start);
  const dayOf = (moment: Date) => Math.round((moment.getTime() - start.getTime()) / DAY_MS) + 1;
  // A deadline after the plan's last day, or a month that begins after it, is beyond it.
  if (dayOf(date.by ? span.last : span.first) > PLAN_DAYS) return null;
  const first = Math.max(1, dayOf(span.first));
  const last = Math.min(PLAN_DAYS, dayOf(span.last));
  if (first > last) return null;
  const week = Math.min(Math.max(keyWeek, weekOfDay(first)), weekOfDay(last));
  const namedDay = date.day !== null && !date.by && first === last;
  return {
    week,
    day: namedDay ? first : null,
    firstDay: first,
    lastDay: last,
    phrase: date.phrase,
  };
}

/** The general weeks after an event (`after-event.ts`), numbered on from the kind's twelve. */
const AFTER = {
  rest: 13,
  keep: 14,
  steady: 16,
  onward: 17,
  lookBack: 18,
} as const;

/**
 * The week of material each plan week (1-12, and 13 for an event in the last days) takes when the key event falls in `eventWeek`:
 * 1-12 the kind's own, 13-18 the general weeks after an event (`after-event.ts`). The run-in
 * keeps the kind's last weeks before its key week; the weeks before it take the kind's build in
 * order, spread or squeezed over the time there is. After it come the kind's own weeks after
 * its key week, then the general ones (a kind's own recovery week is its look back), the last
 * week a look back on the 90 days.
 */
export function datedWeeks(keyWeek: number, eventWeek: number): number[] {
  const runIn = Array.from({ length: Math.min(RUN_IN + 1, eventWeek) }, (_, index) =>
    Math.max(1, keyWeek - index),
  ).reverse();
  const build = buildWeeks(eventWeek - runIn.length, keyWeek - RUN_IN - 1);
  // An event in the last six days is a thirteenth week: the twelve build up to it.
  return [...build, ...runIn, ...weeksAfter(WEEKS - eventWeek, keyWeek)];
}

/**
 * `count` weeks of the kind's `kindBuild` weeks before its run-in, in order: squeezed, a week
 * skipped here and there; or spread, the first phase's weeks done twice (a base built longer).
 */
function buildWeeks(count: number, kindBuild: number): number[] {
  if (count <= 0 || kindBuild < 1) return [];
  if (count <= kindBuild) {
    if (count === 1) return [1];
    return Array.from(
      { length: count },
      (_, index) => 1 + Math.round((index * (kindBuild - 1)) / (count - 1)),
    );
  }
  const head = Math.min(FIRST_PHASE, kindBuild);
  const spread = count - kindBuild + head;
  return [
    ...Array.from({ length: spread }, (_, index) => 1 + Math.floor((index * head) / spread)),
    ...Array.from({ length: kindBuild - head }, (_, index) => head + index + 1),
  ];
}

function weeksAfter(count: number, keyWeek: number): number[] {
  const own = Array.from({ length: Math.min(WEEKS - keyWeek, count) }, (_, i) => keyWeek + i + 1);
  const first = own.length > 0 ? AFTER.keep : AFTER.rest;
  const general = Array.from({ length: count - own.length }, (_, index) => {
    const week = first + index;
    // Beyond the next step, a steady week and a week of the next step take turns.
    return week <= AFTER.onward ? week : AFTER.steady + ((week - AFTER.steady) % 2);
  });
  if (general.length >= 3) general[general.length - 1] = AFTER.lookBack;
  return [...own, ...general];
}

/**
 * The phase each of the plan's four milestones is titled by: 0-3 the kind's, 4 the first after
 * the event, 5 a later one. The first takes its first week's (the kind's start), the one holding
 * the event the kind's last; the others the phase most of their weeks come from. Phases stay in
 * order, the kind's and the first after the event once each (a later one may repeat).
 */
export function datedPhases(weeks: readonly number[], eventWeek: number): number[] {
  const phases: number[] = [phaseOfWeek(weeks[0] ?? 1)];
  for (let milestone = 1; milestone < 4; milestone += 1) {
    const first = milestone * 3 + 1;
    const previous = phases.at(-1) ?? 0;
    // The milestone holding the event is the kind's last phase.
    const holdsEvent = eventWeek >= first && eventWeek < first + 3;
    const phase = holdsEvent ? 3 : mostCommon(weeks.slice(first - 1, first + 2).map(phaseOfWeek));
    phases.push(phase >= 4 ? (previous >= 4 ? 5 : 4) : Math.min(Math.max(phase, previous + 1), 4));
  }
  return phases;
}

const phaseOfWeek = (week: number) => Math.floor((week - 1) / 3);

/** The value most of `values` have; the earliest of them on a tie. */
function mostCommon(values: readonly number[]): number {
  let best = values[0] ?? 0;
  let bestCount = 0;
  for (const value of values) {
    const count = values.filter((other) => other === value).length;
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
