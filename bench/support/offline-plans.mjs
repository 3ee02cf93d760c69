// A plan of the offline coach made by the built backend exactly as the app makes it (the
// outline, then each week's tasks), for the plan-quality benches.
import { importBuilt } from './backend-build.mjs';

const { OfflinePlanProvider } = await importBuilt('goals/plan/providers/offline-plan-provider.js');
const { generatePlan } = await importBuilt('goals/plan/plan-generator.js');
const provider = new OfflinePlanProvider();

/** The whole plan for these answers, starting on `startDate`. */
export function makePlan(answers, startDate) {
  return generatePlan(
    provider,
    { goalId: 'bench', userId: 'bench', answers, startDate },
    { concurrency: 6, signal: new AbortController().signal, onProgress: async () => {} },
  );
}

/** Every task text of a plan, week by week. */
export const tasksOf = (plan) =>
  plan.milestones.flatMap((milestone) =>
    milestone.checkpoints.flatMap((checkpoint) => checkpoint.tasks.map((task) => task.task)),
  );
