import type { PlanSource } from '@goalcoach/contracts';

/** A plan could not be made; `message` is written for the user, `details` for the log. */
export class PlanGenerationError extends Error {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'PlanGenerationError';
  }
}

export const PLAN_FAILURE_MESSAGES = {
  invalid:
    "The AI coach's plan didn't meet our quality rules, even after a second try. Please try again.",
  // The offline planner is no AI coach, and it is deterministic: the same answers give the same
  // plan, so trying again does not help where more words in the answers may.
  offlineInvalid:
    "The offline planner couldn't make a plan that meets our quality rules from these answers. " +
    'Create the goal again with a few more words in your answers.',
  // An unexpected error of the offline planner itself (no model was asked).
  offlineFailed: 'The offline planner ran into a problem with this goal. Please try again later.',
  timeout: 'The AI coach took too long to answer. Please try again in a few minutes.',
  unavailable: 'The AI coach is not available right now. Please try again later.',
  refused: 'The AI coach declined to plan this goal. Try describing it differently.',
  interrupted: 'Plan generation was interrupted. Please try again.',
} as const;

/** The message of a plan that broke the rules, naming who made it. */
export function invalidPlanMessage(source: PlanSource): string {
  return source === 'offline'
    ? PLAN_FAILURE_MESSAGES.offlineInvalid
    : PLAN_FAILURE_MESSAGES.invalid;
}
