import type { ChatRequest, Reply } from '@goalcoach/openai-compatible-server';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import {
  OfflinePlanProvider,
  offlineOutline,
} from '../../src/goals/plan/providers/offline-plan-provider.js';
import { taskBounds } from '../../src/goals/plan/plan-rules.js';

export type PlanPart = 'plan_outline' | 'checkpoint_tasks';

export function partOf(request: ChatRequest): PlanPart {
  return request.response_format?.json_schema?.name as PlanPart;
}

/** The week named by a checkpoint_tasks prompt. */
export function weekOf(request: ChatRequest): number {
  const prompt = request.messages.map((message) => message.content).join('\n');
  const match = /\(days of week (\d+)\)/.exec(prompt);
  if (!match) throw new Error('no week in the prompt');
  return Number(match[1]);
}

/**
 * Answers like a well-behaved model: the offline planner's plan for these answers, part by
 * part, as JSON text.
 */
export function goodPlanResponder(answers: CreateGoalRequest) {
  const outline = offlineOutline(answers);
  const provider = new OfflinePlanProvider();
  const checkpoints = outline.milestones.flatMap((milestone) =>
    milestone.checkpoints.map((checkpoint) => ({ milestone, checkpoint })),
  );
  return async (request: ChatRequest): Promise<Reply> => {
    if (partOf(request) === 'plan_outline') return { content: JSON.stringify(outline) };
    const week = weekOf(request);
    const part = checkpoints.find(({ checkpoint }) => checkpoint.week === week);
    if (!part) throw new Error(`no checkpoint for week ${week}`);
    const tasks = await provider.checkpointTasks(
      { goalId: 'x', userId: 'x', answers },
      { outline, ...part, count: taskBounds(checkpoints.length) },
    );
    return { content: JSON.stringify({ tasks }) };
  };
}

export const ANSWERS: CreateGoalRequest = {
  goal: 'Run a half marathon in under 2 hours',
  why: 'I want to feel strong and prove I can commit',
  vision: 'Crossing the finish line with my family cheering',
  resources: 'running shoes, a park nearby and a running app',
  obstacles: 'busy work weeks and a sore knee',
  workingStyle: 'early mornings, 45 minutes',
  change: 'more energy and confidence at work',
};
