/**
 * A kind of goal the offline coach knows (a 10K, paying off debt, a novel...): data, written and
 * reviewed like a coach's handout, one file per kind under `kinds/`. The coach code reads it;
 * nothing about a field is decided in code. How to write one: `libs/coach/README.md`.
 */

/** The fields kinds belong to; shapes are `shape`, the general fallback is `general`. */
type GoalField =
  | 'fitness'
  | 'learning'
  | 'creative'
  | 'money'
  | 'work'
  | 'health'
  | 'home'
  | 'reading'
  | 'shape'
  | 'general';

/**
 * How a kind's count can grow in 90 days (kind data: `measure.pace`): by the person's payments
 * or deposits, at a safe rate a week per unit, to a newcomer's most, as a race in a named month,
 * or at the rate a week the target needs (a count of the person's own).
 */
type KindPace =
  | { by: 'payments' }
  | { by: 'deposits' }
  | { by: 'rate'; perWeek: Readonly<Record<string, number>> }
  | { by: 'newcomer'; most: number }
  | { by: 'race' }
  | { by: 'needed' };

/**
 * What a goal of the kind counts: the unit its target is read in, and the target when the goal
 * names none. `units` are the words (roots, lower case) that name the unit in a goal; the first
 * is how a task writes it (`{q:0.5}` → "5 km").
 */
interface KindMeasure {
  /** `money` writes amounts with the goal's currency sign ($ when none): `$250`. */
  kind: 'money' | 'amount';
  units: readonly string[];
  default: number;
  /** Quantities are rounded to this step (0.5 km, 10 dollars, 100 words). */
  step: number;
  /** Numbers outside this range in the goal are not its target (a year, a deadline's day). */
  range: readonly [number, number];
  /** Units of `units` written as the goal wrote them (miles stay miles), not as the first. */
  keep?: readonly string[];
  /** Root phrases that name a target without a number ("half marathon": 21.1). */
  named?: Readonly<Record<string, number>>;
  /**
   * How the count can grow in 90 days, so the plan says what they can reach (`../feasibility.ts`):
   * by the person's payments or deposits, at a safe rate a week per unit, a newcomer's most, or
   * a race in a named month.
   */
  pace?: KindPace;
  /**
   * The last phase when the target is beyond 90 days: three weeks toward `{reach}` (the figure
   * they can reach) or, for a race after the plan, a base ready for race training on `{ready}`;
   * nothing in it promises the whole target.
   */
  unreached?: KindMilestone;
}

/**
 * One week of a kind's progression: what it works on and its tasks, in the order they fall in
 * the week. A task is one sentence in the second person, sentence case, no closing full stop,
 * concrete and measurable. Slots:
 * - `{q}` the goal's target, `{q:0.4}` that times 0.4, rounded and written with the unit;
 * - `{weekly}` / `{monthly}` (money kinds) the amount a week / a month the person said they
 *   have for it ("$600 a month spare"), else what reaches the target in the plan's 13 weeks;
 * - `{min:30}` 30 minutes ("a {min:30} session": a 30-minute session), shortened to the time
 *   the person said a session may take;
 * - `{resource|a notebook}` the first thing the person said they have, else the text after `|`;
 * - `{person|a friend}` someone the person named ("your sister"), else the text after `|`;
 * - `{field}` the kind as the person's ("endurance running", "your podcast");
 * - `{thing|the project}` what the goal is about, as a noun phrase that stands anywhere in a
 *   sentence ("the sweater", "your grandmother's quilt", "Mount Fuji"), else the fallback;
 * - `{doing}` the goal as an activity ("building your canoe"): for the general fallback, sparingly;
 * - `{reach}` / `{ready}` only in `measure.unreached`: the figure 90 days reach, the day race
 *   training starts;
 * - `{event}` the kind's `keyEvent` as named ("the race"), for the weeks after it.
 */
export interface KindWeek {
  focus: string;
  description: string;
  /**
   * At least 6, in order. The last is the week's key task (the long run, the payment, the
   * race): a week with room for fewer keeps it and drops the ones before it.
   */
  tasks: readonly string[];
}

/** A phase of the plan: a month or so, three weeks. */
export interface KindMilestone {
  title: string;
  description: string;
  weeks: readonly [KindWeek, KindWeek, KindWeek];
}

/** What the field does about an obstacle the person named. */
export interface KindCountermeasure {
  /** Word roots or phrases in the obstacles answer that name it ("knee", "no time"). */
  when: readonly string[];
  /** Tasks that answer it, as a coach of the field would; used in turn across the weeks. */
  tasks: readonly string[];
  /** Fields whose own plan already answers it (money worries in a money plan). */
  notFor?: readonly GoalField[];
}

export interface GoalKind {
  /** The file's name: `endurance-running`. */
  id: string;
  /** Shown on the goal page: "Plan built by the offline planner · Endurance running". */
  label: string;
  field: GoalField;
  /**
   * Phrases (word roots, lower case: "run", "marathon", "pay off debt") that mean a goal of this
   * kind. A phrase of several words weighs more than one word; the goal's own sentence counts
   * most, the other answers a little.
   */
  signals: readonly string[];
  /** Phrases that mean it is not this kind, whatever else matches ("run my own business"). */
  notWhen: readonly string[];
  /** Words of the field: a task that names one is about the field (the bench measures it). */
  lexicon: readonly string[];
  measure?: KindMeasure;
  /**
   * The day the plan builds to (the race, the test, the event), when the goal can name its date:
   * `week` is its week in the twelve (the race is week 11, the week after it recovers), `name`
   * how a sentence names it ("the race", "{thing|the event}"). A date the goal names inside the
   * 90 days moves it there (`../key-date.ts`).
   */
  keyEvent?: { week: number; name: string };
  /** Four phases of three weeks: twelve weeks of progression. */
  milestones: readonly [KindMilestone, KindMilestone, KindMilestone, KindMilestone];
  /** More tasks of the field, for a week asked for more tasks than it has. At least 4. */
  extras: readonly string[];
  countermeasures: readonly KindCountermeasure[];
  /** The month's advice in the coach's note, by how the month went. */
  coachAdvice: { steady: string; slipping: string };
  /** A different approach to the same goal, when the person asks for one (refinement). */
  alternative: KindMilestone;
}
