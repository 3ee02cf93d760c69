import type { ChatRequest, Reply } from '@goalcoach/openai-compatible-server';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import {
  OfflinePlanProvider,
  offlineOutline,
} from '../../src/goals/plan/providers/offline-plan-provider.js';
import { weekDays } from '@goalcoach/coach';
import { taskBounds } from '../../src/goals/plan/plan-rules.js';

export type PlanPart = 'plan_outline' | 'checkpoint_tasks' | 'checkpoint_plan';

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

/**
 * Answers like a model that keeps the app's outline format: the checkpoint count first, the
 * milestones with their weeks but no week descriptions, the names last; each week's description
 * comes with its tasks (checkpoint_plan). The same plan as goodPlanResponder's.
 */
export function lightPlanResponder(answers: CreateGoalRequest) {
  const outline = offlineOutline(answers);
  const good = goodPlanResponder(answers);
  const { goalName, shortTitle, personalLegend, firstDailyAction, milestones } = outline;
  const light = {
    checkpointCount: milestones.flatMap((milestone) => milestone.checkpoints).length,
    milestones: milestones.map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.map(({ week, title }) => ({ week, title })),
    })),
    goalName,
    shortTitle,
    personalLegend,
    firstDailyAction,
  };
  return async (request: ChatRequest): Promise<Reply> => {
    const part = partOf(request);
    if (part === 'plan_outline') return { content: JSON.stringify(light) };
    const answer = await good(request);
    if (part !== 'checkpoint_plan' || !('content' in answer)) return answer;
    const week = weekOf(request);
    const checkpoint = milestones
      .flatMap((milestone) => milestone.checkpoints)
      .find((each) => each.week === week);
    const { tasks } = JSON.parse(answer.content) as { tasks: unknown };
    return { content: JSON.stringify({ description: checkpoint?.description, tasks }) };
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

/** The goal line of a request's prompt: it tells the requests of differently worded goals apart. */
export function goalOf(request: ChatRequest): string | undefined {
  const prompt = request.messages.map((message) => message.content).join('\n');
  return /^- Goal: (.*)$/m.exec(prompt)?.[1];
}

/** ANSWERS with a goal of their own, so that one test's requests can be picked out. */
export function answersFor(tag: string): CreateGoalRequest {
  return { ...ANSWERS, goal: `${ANSWERS.goal} (${tag})` };
}

/** The requests a server received for a goal made from these answers, in order. */
export function requestsFor(requests: readonly ChatRequest[], answers: CreateGoalRequest) {
  return requests.filter((request) => goalOf(request) === answers.goal);
}

/** The plan goodPlanResponder answers with, whole: what a goal must hold once it is written. */
export async function goodPlan(answers: CreateGoalRequest) {
  const outline = offlineOutline(answers);
  const provider = new OfflinePlanProvider();
  const parts = outline.milestones.flatMap((milestone) =>
    milestone.checkpoints.map((checkpoint) => ({ milestone, checkpoint })),
  );
  const count = taskBounds(parts.length);
  const tasks = await Promise.all(
    parts.map((part) =>
      provider.checkpointTasks({ goalId: 'x', userId: 'x', answers }, { outline, ...part, count }),
    ),
  );
  return {
    outline,
    milestones: outline.milestones.length,
    checkpoints: parts.length,
    tasks: tasks.flat(),
  };
}

export interface Script {
  part: PlanPart;
  /** Only the calls for this week's tasks (checkpoint_tasks); every call of the part if unset. */
  week?: number;
  /** Answers to the first calls that match, in order; the others get the good answer. */
  replies: Reply[];
}

/** A good model except for the scripted calls: a bad answer, a refusal, a hang... */
export function scriptedResponder(answers: CreateGoalRequest, script: Script) {
  const good = goodPlanResponder(answers);
  const replies = [...script.replies];
  return async (request: ChatRequest): Promise<Reply> => {
    const matches =
      partOf(request) === script.part &&
      (script.week === undefined || weekOf(request) === script.week);
    const scripted = matches ? replies.shift() : undefined;
    return scripted ?? good(request);
  };
}

/** An answer cut off by the token limit: half the text, finish_reason 'length'. */
export function truncated(content: string): Reply {
  return { content: content.slice(0, Math.floor(content.length / 2)), finishReason: 'length' };
}

/** `count` distinct tasks for a week, on its days; `day` moves one of them if given. */
export function tasksReply(week: number, count: number, day?: number): { content: string } {
  const { first, last } = weekDays(week);
  const tasks = Array.from({ length: count }, (_, index) => ({
    task: `Do practice step ${index + 1} of week ${week}`,
    day: first + (index % (last - first + 1)),
  }));
  const [head] = tasks;
  if (day !== undefined && head) head.day = day;
  return { content: JSON.stringify({ tasks }) };
}

/** A well-formed outline with `milestones` milestones of 2 weeks each (weeks rising). */
export function outlineReply(answers: CreateGoalRequest, milestones: number): { content: string } {
  const base = offlineOutline(answers);
  let week = 0;
  const outline = {
    ...base,
    milestones: Array.from({ length: milestones }, (_, index) => ({
      title: `Phase ${index + 1}`,
      description: `Phase ${index + 1} of the plan`,
      checkpoints: [1, 2].map(() => {
        week += 1;
        return { week, title: `Week ${week}: keep going`, description: `The work of week ${week}` };
      }),
    })),
  };
  return { content: JSON.stringify(outline) };
}
