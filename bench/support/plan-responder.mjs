// Model answers for the plan benchmark, made by the built backend's offline planner so that
// every part passes the plan's rules: the outline, each checkpoint's tasks, or the whole plan.
import { estimateTokens } from '@goalcoach/openai-compatible-server';
import { importBuilt } from './backend-build.mjs';

const { OfflinePlanProvider, offlineOutline } = await importBuilt(
  'goals/plan/providers/offline-plan-provider.js',
);
const { planProblems, taskBounds } = await importBuilt('goals/plan/plan-rules.js');
const { COACH_SYSTEM_PROMPT, outlinePrompt } = await importBuilt(
  'goals/plan/providers/plan-prompts.js',
);
const { milestoneTitlesSoFar } = await importBuilt('goals/plan/providers/outline-progress.js');

export { COACH_SYSTEM_PROMPT, milestoneTitlesSoFar, outlinePrompt, planProblems };

/** The name of the JSON schema a chat request asks for: plan_outline, checkpoint_tasks, ... */
function partOf(chat) {
  return chat.response_format?.json_schema?.name;
}

/** The week named by a checkpoint_tasks prompt ("... (days of week 7)"). */
function weekOf(chat) {
  const prompt = chat.messages.map((message) => message.content).join('\n');
  const match = /\(days of week (\d+)\)/.exec(prompt);
  if (!match) throw new Error('no week in the checkpoint_tasks prompt');
  return Number(match[1]);
}

/**
 * The offline plan for these answers, as the JSON texts a well-behaved model would send, in the
 * order the app asks for them:
 * - `outline`: the checkpoint count, the milestones with their weeks (no week descriptions),
 *   then the names (the backend's outline format);
 * - `weekOf(week)`: one checkpoint's description and tasks ({description, tasks}), and
 *   `tasksOfWeek(week)` its tasks alone ({tasks}, for a week asked again);
 * - `whole`: the same content in one answer: every milestone with its checkpoints, each with
 *   its description and tasks, then the names (the same order as the pipeline, so that the
 *   first milestone shows as early in both).
 */
export async function offlinePlanAnswers(answers) {
  const outline = offlineOutline(answers);
  const parts = outline.milestones.flatMap((milestone) =>
    milestone.checkpoints.map((checkpoint) => ({ milestone, checkpoint })),
  );
  const count = taskBounds(parts.length);
  const provider = new OfflinePlanProvider();
  const weeks = new Map();
  for (const part of parts) {
    const tasks = await provider.checkpointTasks(
      { goalId: 'bench', userId: 'bench', answers },
      { outline, ...part, count },
    );
    weeks.set(part.checkpoint.week, { description: part.checkpoint.description, tasks });
  }
  const { goalName, shortTitle, personalLegend, firstDailyAction } = outline;
  const names = { goalName, shortTitle, personalLegend, firstDailyAction };
  const light = {
    checkpointCount: parts.length,
    milestones: outline.milestones.map(({ title, description, checkpoints }) => ({
      title,
      description,
      checkpoints: checkpoints.map(({ week, title: weekTitle }) => ({ week, title: weekTitle })),
    })),
    ...names,
  };
  const whole = {
    milestones: outline.milestones.map(({ title, description, checkpoints }) => ({
      title,
      description,
      checkpoints: checkpoints.map((checkpoint) => ({
        ...checkpoint,
        tasks: weeks.get(checkpoint.week).tasks,
      })),
    })),
    ...names,
  };
  const answer = (week, value) => {
    if (!weeks.has(week)) throw new Error(`the bench plan has no week ${week}`);
    return JSON.stringify(value(weeks.get(week)));
  };
  return {
    outline: JSON.stringify(light),
    weekOf: (week) => answer(week, (plan) => plan),
    tasksOfWeek: (week) => answer(week, ({ tasks }) => ({ tasks })),
    whole: JSON.stringify(whole),
    checkpoints: parts.length,
    tasks: [...weeks.values()].reduce((sum, { tasks }) => sum + tasks.length, 0),
  };
}

/**
 * A responder for the local server answering every part from `plan`, and keeping a log of
 * the calls it answered ({ part, completionTokens }) for the benchmark's totals.
 */
export function planResponder(plan, wholePlanSchemaName) {
  const log = [];
  const respond = async (chat) => {
    const part = partOf(chat);
    let content;
    if (part === 'plan_outline') content = plan.outline;
    else if (part === 'checkpoint_plan') content = plan.weekOf(weekOf(chat));
    else if (part === 'checkpoint_tasks') content = plan.tasksOfWeek(weekOf(chat));
    else if (part === wholePlanSchemaName) content = plan.whole;
    if (content === undefined) {
      return { status: 400, error: `the bench has no answer for ${part ?? 'this request'}` };
    }
    log.push({ part, completionTokens: estimateTokens(content) });
    return { content };
  };
  return { respond, log };
}
