import type { GoalKind } from './goal-kind.js';
import type { GoalReading } from './goal-reading.js';
import { hasPhrase } from './phrase-match.js';

/** A word of the goal's own sentence weighs this much more than one of the other answers. */
const GOAL_WEIGHT = 3;
/** A goal whose target is in the kind's unit ("8 kg", "60,000 words") leans that way. */
const UNIT_WEIGHT = 2;
/** Below this, no kind is sure enough: the general fallback writes the plan. */
const LEAST_SCORE = GOAL_WEIGHT;

/**
 * The kind whose signals the answers carry most, by meaning rather than one word: a signal of
 * several words ("pay off debt") weighs more than one, the goal's sentence more than the other
 * answers, and a `notWhen` phrase in the goal rules a kind out ("run my own business" is not
 * running). Ties go to the kind listed first; too weak a match gives `fallback`.
 */
export function chooseKind(
  kinds: readonly GoalKind[],
  reading: GoalReading,
  fallback: GoalKind,
): GoalKind {
  let best: { kind: GoalKind; score: number } | null = null;
  for (const kind of kinds) {
    const score = kindScore(kind, reading);
    if (score >= LEAST_SCORE && (best === null || score > best.score)) best = { kind, score };
  }
  return best?.kind ?? fallback;
}

function kindScore(kind: GoalKind, reading: GoalReading): number {
  if (kind.notWhen.some((phrase) => hasPhrase(reading.goalRoots, phrase))) return 0;
  let score = 0;
  for (const signal of kind.signals) {
    const words = signal.split(' ').length;
    if (hasPhrase(reading.goalRoots, signal)) score += GOAL_WEIGHT * words;
    else if (hasPhrase(reading.otherRoots, signal)) score += words;
  }
  // Only a kind the goal's own words point at gains from a unit: "8 kg" alone says little.
  if (score >= GOAL_WEIGHT && kind.measure && targetOf(kind, reading) !== null)
    score += UNIT_WEIGHT;
  return score;
}

/** The goal's number in the kind's unit (money for a money kind), when it names one in range. */
export function targetOf(kind: GoalKind, reading: GoalReading): number | null {
  const measure = kind.measure;
  if (!measure) return null;
  const [low, high] = measure.range;
  const found = reading.quantities.find(
    (quantity) =>
      (measure.kind === 'money' ? quantity.money : measure.units.includes(quantity.unit)) &&
      quantity.value >= low &&
      quantity.value <= high,
  );
  if (found) return found.value;
  const named = Object.entries(measure.named ?? {}).find(([phrase]) =>
    hasPhrase(reading.goalRoots, phrase),
  );
  return named?.[1] ?? null;
}
