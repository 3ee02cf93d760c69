import { PLAN_DAYS } from './coach-output.js';
import type { GoalKind } from './goal-kind.js';
import type { GoalQuantity, GoalReading, RatePeriod } from './goal-reading.js';
import { hasPhrase } from './phrase-match.js';

export const DAYS_PER_MONTH = 365.25 / 12;
const PERIOD_DAYS: Record<RatePeriod, number> = { day: 1, week: 7, month: DAYS_PER_MONTH };

/** The goal's rate over the plan's 90 days ("2 books a week": about 26 books), else null. */
export function rateTotal(value: number, per: RatePeriod | null): number | null {
  return per === null ? null : (value * PLAN_DAYS) / PERIOD_DAYS[per];
}

/** The goal's number in the kind's unit (money for a money kind), when it names one in range. */
export function goalQuantity(kind: GoalKind, reading: GoalReading): GoalQuantity | null {
  const measure = kind.measure;
  if (!measure) return null;
  const [low, high] = measure.range;
  const anyUnit = measure.units.includes('*');
  const found = reading.quantities.find(
    (quantity) =>
      (measure.kind === 'money'
        ? quantity.money
        : anyUnit || measure.units.includes(quantity.unit)) &&
      quantity.value >= low &&
      quantity.value <= high,
  );
  if (found) return found;
  const named = Object.entries(measure.named ?? {}).find(([phrase]) =>
    hasPhrase(reading.goalRoots, phrase),
  );
  return named ? { value: named[1], unit: measure.units[0] ?? '', money: false, per: null } : null;
}

/** The goal's target in the kind's unit: a rate ("2 books a week") over the plan's 90 days. */
export function targetOf(kind: GoalKind, reading: GoalReading): number | null {
  const found = goalQuantity(kind, reading);
  if (!found) return null;
  return rateTotal(found.value, found.per) ?? found.value;
}
