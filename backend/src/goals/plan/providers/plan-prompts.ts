import type { CreateGoalRequest } from '@goalcoach/contracts';
import { PLAN_RULES, type PlanOutline } from '../plan-schema.js';
import { weekDays } from '../plan-rules.js';
import type { TaskRequest } from './plan-provider.js';

export const COACH_SYSTEM_PROMPT = [
  'You are an encouraging, practical goal coach.',
  'You turn a personal goal into a concrete 90-day plan that a busy person can follow day by day.',
  "Use the person's own words, resources and obstacles. Be specific, never generic.",
  'Answer with JSON only, exactly in the requested shape.',
].join(' ');

/** SPEC §9: the set-up rests on 5 core answers; the other two are context. */
function describeAnswers(answers: CreateGoalRequest): string {
  return [
    'Core answers:',
    `- Goal: ${answers.goal}`,
    `- Why it matters: ${answers.why}`,
    `- Vision of success: ${answers.vision}`,
    `- Obstacles: ${answers.obstacles}`,
    `- What will change when it is achieved: ${answers.change}`,
    'Context:',
    `- Resources available: ${answers.resources}`,
    `- Working style: ${answers.workingStyle}`,
  ].join('\n');
}

export function outlinePrompt(answers: CreateGoalRequest): string {
  const { milestones, checkpointsPerMilestone, checkpoints, weeks } = PLAN_RULES;
  return [
    describeAnswers(answers),
    '',
    'Write the outline of a 90-day plan:',
    `- goalName: the goal as a short name; shortTitle: at most 5 words; personalLegend: one sentence, "My goal is to ..." without those words; firstDailyAction: one small thing to do today.`,
    `- ${milestones.min}-${milestones.max} milestones, one per monthly phase, in order.`,
    `- Each milestone has ${checkpointsPerMilestone.min}-${checkpointsPerMilestone.max} weekly checkpoints (${checkpoints.min}-${checkpoints.max} in all).`,
    `- A checkpoint has a week number from 1 to ${weeks} (week 1 starts today), rising through the plan, and its title starts with "Week N:" for its week N.`,
  ].join('\n');
}

export function checkpointTasksPrompt(answers: CreateGoalRequest, part: TaskRequest): string {
  const { first, last } = weekDays(part.checkpoint.week);
  return [
    describeAnswers(answers),
    '',
    `Plan outline: ${outlineSummary(part.outline)}`,
    '',
    `Milestone: ${part.milestone.title} (${part.milestone.description})`,
    `Checkpoint: ${part.checkpoint.title} (${part.checkpoint.description})`,
    '',
    `Write exactly ${part.count.target} daily tasks for this checkpoint's week.`,
    `- Each task is one concrete action of 15-60 minutes, starting with a verb.`,
    `- day is the plan day of the task, from ${first} to ${last} (days of week ${part.checkpoint.week}); spread them over the week.`,
  ].join('\n');
}

function outlineSummary(outline: PlanOutline): string {
  return outline.milestones
    .map(
      (milestone) =>
        `${milestone.title} [${milestone.checkpoints.map((checkpoint) => checkpoint.title).join('; ')}]`,
    )
    .join(' | ');
}

export function retryPrompt(problems: readonly string[]): string {
  return [
    'Your answer broke these rules:',
    ...problems.slice(0, 10).map((problem) => `- ${problem}`),
    'Answer again with the complete JSON, keeping every rule.',
  ].join('\n');
}
