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
  timeout: 'The AI coach took too long to answer. Please try again in a few minutes.',
  unavailable: 'The AI coach is not available right now. Please try again later.',
  refused: 'The AI coach declined to plan this goal. Try describing it differently.',
  interrupted: 'Plan generation was interrupted. Please try again.',
} as const;
