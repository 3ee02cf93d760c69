import {
  type AiPromptKey,
  type AiPrompts,
  type CreateGoalRequest,
  REFINEMENT_REASONS,
} from '@goalcoach/contracts';
import { fillTemplate } from '../../ai-settings/prompt-template.js';
import { PLAN_RULES, type MilestoneOutline, type PlanOutline } from '../plan-schema.js';
import { weekDays } from '@goalcoach/coach';
import type {
  MilestoneRefinementRequest,
  RefinementFeedback,
  TaskRequest,
} from './plan-provider.js';

/**
 * The placeholders each template may use. `required` are the ones its answer cannot do without
 * (the person's answers, the week's days, how many tasks...); an admin's template must keep
 * them. `optional` add context.
 */
export const PROMPT_PLACEHOLDERS: Readonly<
  Record<AiPromptKey, { required: readonly string[]; optional: readonly string[] }>
> = {
  system: { required: [], optional: [] },
  outline: {
    required: ['answers'],
    optional: [
      'minMilestones',
      'maxMilestones',
      'minCheckpointsPerMilestone',
      'maxCheckpointsPerMilestone',
      'minCheckpoints',
      'maxCheckpoints',
      'weekCount',
    ],
  },
  tasks: {
    required: ['answers', 'milestone', 'checkpoint', 'count', 'firstDay', 'lastDay'],
    optional: ['outline', 'week'],
  },
  refine: {
    required: ['answers', 'milestone', 'feedback', 'weeks'],
    optional: ['outline', 'checkpoints', 'position'],
  },
};

export const AI_PROMPT_KEYS = Object.keys(PROMPT_PLACEHOLDERS) as AiPromptKey[];

/**
 * The prompts used until an admin saves others (AI settings). The rendered text of the first
 * three is the one plans were made with before prompts became editable; the benchmark's
 * scripted model finds the week of a tasks prompt by "(days of week N)".
 */
export const DEFAULT_PROMPTS: Readonly<AiPrompts> = {
  system: [
    'You are an encouraging, practical goal coach.',
    'You turn a personal goal into a concrete 90-day plan that a busy person can follow day by day.',
    "Use the person's own words, resources and obstacles. Be specific, never generic.",
    'Answer with JSON only, exactly in the requested shape.',
  ].join(' '),
  outline: [
    '{{answers}}',
    '',
    'Write the outline of a 90-day plan:',
    `- goalName: the goal as a short name; shortTitle: at most 5 words; personalLegend: one sentence, "My goal is to ..." without those words; firstDailyAction: one small thing to do today.`,
    '- {{minMilestones}}-{{maxMilestones}} milestones, one per monthly phase, in order.',
    '- Each milestone has {{minCheckpointsPerMilestone}}-{{maxCheckpointsPerMilestone}} weekly checkpoints ({{minCheckpoints}}-{{maxCheckpoints}} in all).',
    '- A checkpoint has a week number from 1 to {{weekCount}} (week 1 starts today), rising through the plan, and its title starts with "Week N:" for its week N.',
  ].join('\n'),
  tasks: [
    '{{answers}}',
    '',
    'Plan outline: {{outline}}',
    '',
    'Milestone: {{milestone}}',
    'Checkpoint: {{checkpoint}}',
    '',
    "Write exactly {{count}} daily tasks for this checkpoint's week.",
    '- Each task is one concrete action of 15-60 minutes, starting with a verb.',
    '- day is the plan day of the task, from {{firstDay}} to {{lastDay}} (days of week {{week}}); spread them over the week.',
  ].join('\n'),
  refine: [
    '{{answers}}',
    '',
    'Plan outline: {{outline}}',
    '',
    'Milestone {{position}}, to be reworked: {{milestone}}',
    'Its weekly checkpoints now:',
    '{{checkpoints}}',
    '',
    'The person asked for this milestone to change:',
    '{{feedback}}',
    '',
    'Write a new version of this milestone that answers their request, in their own situation:',
    '- title and description: what this phase of the plan is about now.',
    '- checkpoints: one for each of weeks {{weeks}}, in that order (the same weeks as now, so the rest of the plan still fits); each title starts with "Week N:" for its week N, and each description says what that week is for.',
  ].join('\n'),
};

/** The system prompt of the default template (it has no placeholders). */
export const COACH_SYSTEM_PROMPT = DEFAULT_PROMPTS.system;

/** The plan rests on 5 of the 7 answers; resources and working style are only context. */
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

export function outlinePrompt(
  answers: CreateGoalRequest,
  template: string = DEFAULT_PROMPTS.outline,
): string {
  const { milestones, checkpointsPerMilestone, checkpoints, weeks } = PLAN_RULES;
  return fillTemplate(template, {
    answers: describeAnswers(answers),
    minMilestones: String(milestones.min),
    maxMilestones: String(milestones.max),
    minCheckpointsPerMilestone: String(checkpointsPerMilestone.min),
    maxCheckpointsPerMilestone: String(checkpointsPerMilestone.max),
    minCheckpoints: String(checkpoints.min),
    maxCheckpoints: String(checkpoints.max),
    weekCount: String(weeks),
  });
}

export function checkpointTasksPrompt(
  answers: CreateGoalRequest,
  part: TaskRequest,
  template: string = DEFAULT_PROMPTS.tasks,
): string {
  const { first, last } = weekDays(part.checkpoint.week);
  const prompt = fillTemplate(template, {
    answers: describeAnswers(answers),
    outline: outlineSummary(part.outline),
    milestone: `${part.milestone.title} (${part.milestone.description})`,
    checkpoint: withDescription(part.checkpoint),
    count: String(part.count.target),
    firstDay: String(first),
    lastDay: String(last),
    week: String(part.checkpoint.week),
  });
  // The tasks of a reworked milestone: the person's request holds for them too.
  if (!part.feedback) return prompt;
  return [
    prompt,
    '',
    'The person asked for this milestone to change; the tasks must answer that too:',
    describeFeedback(part.feedback),
  ].join('\n');
}

export function refineMilestonePrompt(
  answers: CreateGoalRequest,
  part: MilestoneRefinementRequest,
  template: string = DEFAULT_PROMPTS.refine,
): string {
  const milestone = part.outline.milestones[part.milestoneIndex];
  if (!milestone) throw new Error(`The outline has no milestone ${part.milestoneIndex + 1}`);
  return fillTemplate(template, {
    answers: describeAnswers(answers),
    outline: outlineSummary(part.outline),
    position: String(part.milestoneIndex + 1),
    milestone: `${milestone.title} (${milestone.description})`,
    checkpoints: checkpointList(milestone),
    feedback: describeFeedback(part.feedback),
    weeks: milestone.checkpoints.map((checkpoint) => checkpoint.week).join(', '),
  });
}

/** The preset reason's label and the person's own words, each on a line when given. */
function describeFeedback(feedback: RefinementFeedback): string {
  return [
    feedback.reason && `- Reason: ${REFINEMENT_REASONS[feedback.reason]}`,
    feedback.text && `- In their words: ${feedback.text}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * A title with its description in brackets; the title alone while the description is still to
 * be written (the pipeline's task call for a week writes the week's description itself).
 */
function withDescription(item: { title: string; description?: string }): string {
  return item.description ? `${item.title} (${item.description})` : item.title;
}

function checkpointList(milestone: MilestoneOutline): string {
  return milestone.checkpoints
    .map((checkpoint) => `- ${checkpoint.title} (${checkpoint.description})`)
    .join('\n');
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
