/** The one sentence that explains habit strength, on the card and in the history (issue 10). */
export const STRENGTH_EXPLANATION =
  'Strength rises with each day you keep this habit and falls slowly on days you miss; skipped days leave it unchanged.';
