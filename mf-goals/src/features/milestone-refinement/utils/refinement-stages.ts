/** What the progress view says while a milestone is rewritten, in order. */
export const REFINEMENT_STAGES = [
  'Rethinking this milestone…',
  'Planning its weeks…',
  'Writing new tasks…',
  'Saving your refined milestone…',
] as const;

/** How long each stage text stays before the next; the last one stays until the answer. */
export const REFINEMENT_STAGE_MS = 4000;
