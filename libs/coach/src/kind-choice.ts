import type { GoalKind } from './goal-kind.js';
import type { GoalReading } from './goal-reading.js';
import { targetOf } from './goal-target.js';
import { hasPhrase } from './phrase-match.js';

/** A word of the goal's own sentence weighs this much more than one of the other answers. */
const GOAL_WEIGHT = 3;
/** A goal whose target is in the kind's unit ("8 kg", "60,000 words") leans that way. */
const UNIT_WEIGHT = 2;
/** Below this, no kind is sure enough: the general fallback writes the plan. */
export const LEAST_SCORE = GOAL_WEIGHT;

/** How strongly the answers' phrases point at a kind, and the goal's own phrases that did. */
export function kindScore(
  kind: GoalKind,
  reading: GoalReading,
): { score: number; words: string[] } {
  if (kind.notWhen.some((phrase) => hasPhrase(reading.goalRoots, phrase))) {
    return { score: 0, words: [] };
  }
  let score = 0;
  const words: string[] = [];
  for (const signal of kind.signals) {
    const length = signal.split(' ').length;
    if (hasPhrase(reading.goalRoots, signal)) {
      score += GOAL_WEIGHT * length;
      words.push(signal);
    } else if (hasPhrase(reading.otherRoots, signal)) score += length;
  }
  // Only a kind the goal's own words point at gains from a unit: "8 kg" alone says little.
  if (score >= GOAL_WEIGHT && kind.measure && targetOf(kind, reading) !== null)
    score += UNIT_WEIGHT;
  return { score, words };
}
