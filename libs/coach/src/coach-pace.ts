import type { RefinementReason } from '@goalcoach/contracts';
import { rootsOf } from './goal-reading.js';
import { hasWordStart } from './phrase-match.js';

/**
 * How a refined milestone differs from the plan's: the field's own material, harder or lighter
 * in its numbers (a longer long run, a bigger payment), a week further on or back in the
 * progression, the field's alternative approach, or each task tied to its day.
 */
export interface CoachPace {
  label: string;
  /** Said first in the refined milestone's description. */
  intro: string;
  /** Multiplies the kind's quantities and session lengths. */
  scale: number;
  /** Weeks forward (+) or back (-) in the kind's progression. */
  shift: number;
  /** The kind's alternative approach instead of its usual weeks. */
  alternative: boolean;
  /** Each task says its weekday, and the week its days. */
  specific: boolean;
  /** Every week answers one of the person's obstacles. */
  obstaclesEveryWeek: boolean;
  /** The fewest tasks a week allows, instead of the usual number. */
  fewerTasks: boolean;
}

/** Why a person wants a milestone redone: a preset reason, their own words, or both. */
export interface CoachFeedback {
  reason: RefinementReason | null;
  text: string;
}

const USUAL = {
  scale: 1,
  shift: 0,
  alternative: false,
  specific: false,
  obstaclesEveryWeek: false,
  fewerTasks: false,
};

const COACH_PACES: Readonly<Record<RefinementReason, CoachPace>> = {
  too_ambitious: {
    ...USUAL,
    label: 'lighter pace',
    intro: 'A lighter version: smaller numbers and fewer tasks a week, still moving forward.',
    scale: 0.75,
    shift: -1,
    fewerTasks: true,
  },
  too_easy: {
    ...USUAL,
    label: 'stretch',
    intro: 'A harder version: bigger numbers and the next step of the progression each week.',
    scale: 1.25,
    shift: 1,
  },
  not_relevant: {
    ...USUAL,
    label: 'your situation',
    intro:
      'Reworked around your situation: another way to the same result, and every week answers one of the obstacles you named.',
    alternative: true,
    obstaclesEveryWeek: true,
  },
  more_specific: {
    ...USUAL,
    label: 'step by step',
    intro: 'Each task tied to its day, with exact numbers, so there is nothing left to decide.',
    specific: true,
  },
  different_approach: {
    ...USUAL,
    label: 'new approach',
    intro: 'A different approach to the same result.',
    alternative: true,
  },
};

const LIGHTER = ['too much', 'too hard', 'busy', 'tired', 'overwhelm', 'less', 'short', 'slow'];
const HARDER = ['too easy', 'more', 'harder', 'bore', 'faster', 'challeng', 'longer'];

/** The pace of a refinement: its reason's, or read from the person's own words. */
export function paceOf(feedback: CoachFeedback): CoachPace {
  if (feedback.reason) return COACH_PACES[feedback.reason];
  const roots = rootsOf(feedback.text);
  if (LIGHTER.some((word) => hasWordStart(roots, word))) return COACH_PACES.too_ambitious;
  if (HARDER.some((word) => hasWordStart(roots, word))) return COACH_PACES.too_easy;
  return COACH_PACES.different_approach;
}
