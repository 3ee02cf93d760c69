import { pluralOf } from './answer-words.js';
import { type Reach, reachOf } from './feasibility.js';
import type { GoalKind } from './goal-kind.js';
import type { GoalReading } from './goal-reading.js';
import { type KeyDate, keyDateOf } from './key-date.js';
import { targetOf } from './goal-target.js';

/** Units written without a plural and close to the number ("5 km", "8 kg"). */
const SYMBOLS = new Set(['km', 'kg', 'lb', 'm', 'cm', '%']);

/** What the slots of a kind's texts become for one goal. */
export interface TextContext {
  kind: GoalKind;
  reading: GoalReading;
  /** The goal's target in the kind's unit (the kind's default when the goal names none). */
  target: number;
  /** Multiplies every `{q:…}` (a harder or lighter refinement); 1 otherwise. */
  scale: number;
  /** What 90 days reach when the target is beyond them; `{q:…}` counts to that instead. */
  reach: Reach | null;
  /** Where the key event falls when the goal dates it inside the plan, else null. */
  keyDate: KeyDate | null;
}

export function textContext(
  kind: GoalKind,
  reading: GoalReading,
  scale = 1,
  startDate?: string,
): TextContext {
  const goalTarget = targetOf(kind, reading) ?? kind.measure?.default ?? 0;
  const base = { kind, reading, target: goalTarget, scale: 1, reach: null, keyDate: null };
  const reach = reachOf(kind, reading, startDate, (amount, exact) =>
    amountText(base, amount, !exact),
  );
  const target = reach && reach.target > 0 ? reach.target : goalTarget;
  const keyDate = kind.keyEvent ? keyDateOf(reading.date, startDate, kind.keyEvent.week) : null;
  return { kind, reading, target, scale, reach, keyDate };
}

/** A kind's text with its slots filled in for this goal (see KindWeek for the slots). */
export function fillText(template: string, context: TextContext): string {
  return template.replace(
    /\{(\w+)(?::([^}|]+))?(?:\|([^}]*))?\}/g,
    (slot, name: string, arg: string | undefined, fallback: string | undefined, at: number) => {
      switch (name) {
        case 'q':
          return quantityText(context, arg === undefined ? 1 : Number(arg) * context.scale);
        case 'weekly':
          return moneyText(context, weeklyAmount(context));
        case 'monthly':
          return moneyText(context, weeklyAmount(context) * (52 / 12));
        case 'min':
          return minutesText(Number(arg), context, BEFORE_ADJECTIVE.test(template.slice(0, at)));
        case 'resource':
          return resourceFor(context) ?? fallback ?? 'what you have';
        case 'field':
          return fieldName(context);
        case 'thing':
          return thingOf(context) || fallback || 'the project';
        case 'doing':
          return context.reading.doing || fallback || 'your goal';
        case 'person':
          return context.reading.people[0] ?? fallback ?? 'a friend';
        case 'reach':
          return context.reach?.reach || fallback || quantityText(context, 1);
        case 'event':
          return eventName(context);
        case 'ready':
          return context.reach?.ready || fallback || 'the day after this plan';
        default:
          return slot;
      }
    },
  );
}

/** The kind's key event as a sentence names it ("the race", "the street party"). */
export function eventName(context: TextContext): string {
  const name = context.kind.keyEvent?.name;
  return name ? fillText(name, context) : 'the big day';
}

/** The goal's thing as the plan names it: its object, or for a skill or a habit its activity. */
function thingOf({ kind, reading }: TextContext): string {
  const activity = 'thingIs' in kind && kind.thingIs === 'activity';
  return activity ? reading.frame.activity : reading.thing;
}

const MONEY_WORDS =
  /\b(?:money|saving|savings|cash|budget|fund|funds|income|salary|pay|loan|[$€£])/i;
const MONEY_IN_TASK =
  /\bbudget|\bcosts?\b|\bmoney\b|\bfunds?\b|\bsavings?\b|[$€£]|\bprices?\b|\bfees?\b/i;
const MONEY_NAMED =
  /[$€£]|\bmoney\b|\bbudget|\bcosts?\b|\bafford|\bfund|\bsavings?\b|\bdollars?\b|\beuros?\b|\bdebt|\bloan|\bprice/i;

/**
 * Whether money belongs in this plan: a catalogue kind's own field decides (a freelancer sets a
 * day rate); a shape or the general coach speaks of money only when the answers name it.
 */
export function moneyBelongs({ kind, reading }: TextContext): boolean {
  const ownThing = kind.field === 'shape' || kind.field === 'general';
  return !ownThing || MONEY_NAMED.test(reading.allText);
}

/** A task that speaks of money (a budget, costs, fees): for plans where money belongs only. */
export function speaksOfMoney(text: string): boolean {
  return MONEY_IN_TASK.test(text);
}

/**
 * The first thing the person has that fits the plan: money only in a money plan or where the
 * answers name money ("starting with your savings" is no step for knitting a sweater).
 */
function resourceFor(context: TextContext): string | undefined {
  const money = context.kind.field === 'money' || MONEY_NAMED.test(context.reading.allText);
  return context.reading.resources.find((resource) => money || !MONEY_WORDS.test(resource));
}

/** The plan's 13 weeks of payments: the amount a week the person said they have, else the share of the target that reaches it. */
function weeklyAmount({ reading, target }: TextContext): number {
  return reading.moneyPerWeek ?? target / 13;
}

/** An amount of money in the goal's currency, rounded to the kind's step. */
function moneyText({ kind, reading, scale }: TextContext, amount: number): string {
  const step = kind.measure?.step ?? 10;
  const value = Math.max(step, Math.round((amount * scale) / step) * step);
  return `${reading.currency}${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** The kind as a thing of the person's: "endurance running", "your podcast", "your canoe". */
function fieldName({ kind, reading }: TextContext): string {
  if (kind.field === 'general' || kind.field === 'shape') return reading.doing || 'this';
  const label = kind.label.replace(/^(?:a|an)\s+/i, 'your ');
  return label === kind.label ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The target times `share`, rounded to the kind's step, with its unit: "$250", "3.5 km". */
function quantityText(context: TextContext, share: number): string {
  const { target, kind } = context;
  // The target itself as the person wrote it (21.1 km); shares of it rounded to the step.
  if (share === 1 && context.reach === null) return amountText(context, target, false);
  return amountText(context, target * share, kind.measure !== undefined);
}

/** An amount in the kind's unit ("$9,340", "6.5 kg", "26 books"), rounded to its step. */
function amountText(
  { kind, reading }: Pick<TextContext, 'kind' | 'reading'>,
  amount: number,
  round = true,
): string {
  const measure = kind.measure;
  if (!measure) return String(Math.round(amount));
  const value = round
    ? Math.max(measure.step, Math.round(amount / measure.step) * measure.step)
    : amount;
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const anyUnit = measure.units.includes('*');
  const counted = anyUnit ? reading.quantities[0] : undefined;
  if (measure.kind === 'money' || counted?.money) return `${reading.currency}${number}`;
  const goalUnit = reading.quantities.find((quantity) =>
    measure.keep?.includes(quantity.unit),
  )?.unit;
  const unit = (anyUnit ? counted?.unit : undefined) ?? goalUnit ?? measure.units[0] ?? '';
  if (unit === '' || unit === '*') return number;
  if (SYMBOLS.has(unit)) return `${number} ${unit}`;
  return `${number} ${value === 1 ? unit : pluralOf(unit)}`;
}

/** After these words a length describes what follows: "a 45-minute session". */
const BEFORE_ADJECTIVE =
  /\b(?:a|an|one|each|every|first|second|third|another|short|single|daily|weekly|your)\s$/i;

/**
 * A session of `minutes`, never longer than the time the person said a session may take:
 * "45 minutes", or "45-minute" where it describes a noun ("a {min:45} session").
 */
function minutesText(minutes: number, { reading, scale }: TextContext, adjective: boolean): string {
  const wanted = Math.round((minutes * Math.min(scale, 1.5)) / 5) * 5;
  const limit = reading.sessionMinutes ?? wanted;
  const length = Math.max(5, Math.min(wanted, limit));
  const hours = length % 60 === 0 ? length / 60 : null;
  if (adjective) return hours === null ? `${length}-minute` : `${hours}-hour`;
  if (hours !== null) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${length} minutes`;
}
