import type { GoalKind } from './goal-kind.js';
import type { GoalReading } from './goal-reading.js';
import { targetOf } from './kind-choice.js';

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
}

export function textContext(kind: GoalKind, reading: GoalReading, scale = 1): TextContext {
  const target = targetOf(kind, reading) ?? kind.measure?.default ?? 0;
  return { kind, reading, target, scale };
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
          return context.reading.resources[0] ?? fallback ?? 'what you have';
        case 'field':
          return fieldName(context);
        case 'thing':
          return context.reading.thing || fallback || 'the project';
        case 'doing':
          return context.reading.doing || fallback || 'your goal';
        case 'person':
          return context.reading.people[0] ?? fallback ?? 'a friend';
        default:
          return slot;
      }
    },
  );
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
  if (kind.field === 'general') return reading.doing || 'this';
  const label = kind.label.replace(/^(?:a|an)\s+/i, 'your ');
  return label === kind.label ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The target times `share`, rounded to the kind's step, with its unit: "$250", "3.5 km". */
function quantityText({ kind, reading, target }: TextContext, share: number): string {
  const measure = kind.measure;
  if (!measure) return String(Math.round(target * share));
  // The target itself as the person wrote it (21.1 km); shares of it rounded to the step.
  const value =
    share === 1
      ? target
      : Math.max(measure.step, Math.round((target * share) / measure.step) * measure.step);
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (measure.kind === 'money') return `${reading.currency}${number}`;
  const goalUnit = reading.quantities.find((quantity) =>
    measure.keep?.includes(quantity.unit),
  )?.unit;
  const unit = goalUnit ?? measure.units[0] ?? '';
  if (SYMBOLS.has(unit)) return `${number} ${unit}`;
  return `${number} ${value === 1 ? unit : pluralOf(unit)}`;
}

function pluralOf(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
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
