import type { CreateGoalRequest } from '@goalcoach/contracts';
import { weekDays } from '../plan-rules.js';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from '../plan-generation-error.js';
import type { MilestoneOutline, PlanOutline, PlanTask } from '../plan-schema.js';
import {
  FIRST_DAILY_ACTION,
  OFFLINE_PHASES,
  REFINEMENT_STYLES,
  type RefinementStyle,
} from './offline-plan-content.js';
import { type AnswerWords, answerWords, fillIn, sentenceStart, shorten } from './answer-words.js';
import type {
  MilestoneRefinementRequest,
  MilestoneRefiner,
  PlanProvider,
  PlanRequest,
  RefinementFeedback,
  TaskRequest,
} from './plan-provider.js';

/** Used when a week needs more tasks than its material has. */
const EXTRA_TASKS = [
  'Do a 20-minute practice session toward "{goal}"',
  "Review your tracker and plan tomorrow's step",
  "Spend 10 minutes reflecting on this week's progress",
];

/**
 * The planner used without a language model: deterministic, no network. It lays out four
 * phases of three weeks and fills them with concrete tasks in the user's own words.
 */
export class OfflinePlanProvider implements PlanProvider, MilestoneRefiner {
  readonly source = 'offline' as const;

  async outline(request: PlanRequest): Promise<PlanOutline> {
    return offlineOutline(request.answers);
  }

  async checkpointTasks(request: PlanRequest, part: TaskRequest): Promise<PlanTask[]> {
    const words = answerWords(request.answers);
    const phaseIndex = part.outline.milestones.indexOf(part.milestone);
    const weekIndex = part.milestone.checkpoints.indexOf(part.checkpoint);
    const phase = cyclic(OFFLINE_PHASES, phaseIndex);
    const style = part.feedback && refinementStyle(part.feedback);
    const material = cyclic(phase.weeks, weekIndex + (style?.shift ?? 0)).tasks;
    const texts = [...material, ...EXTRA_TASKS]
      .slice(0, part.count.target)
      .map((text) => fillIn(text, words));
    return spreadOverWeek(
      style ? texts.map((text) => shorten(style.task(text), 300)) : texts,
      part.checkpoint.week,
    );
  }

  /**
   * The phase's own material again, reworded for what the person asked (a lighter pace, a
   * stretch, step by step...) and keeping the milestone's weeks. Deterministic, like the rest.
   */
  async refineMilestone(
    request: PlanRequest,
    part: MilestoneRefinementRequest,
  ): Promise<MilestoneOutline> {
    const old = part.outline.milestones[part.milestoneIndex];
    if (!old) {
      throw new PlanGenerationError(PLAN_FAILURE_MESSAGES.invalid, [
        `the plan has no milestone ${part.milestoneIndex + 1}`,
      ]);
    }
    const words = answerWords(request.answers);
    const phase = cyclic(OFFLINE_PHASES, part.milestoneIndex);
    const style = refinementStyle(part.feedback);
    const note = part.feedback.text && `Your feedback: "${shorten(part.feedback.text, 200)}"`;
    return {
      title: shorten(`${phase.title} (${style.label})`, 120),
      description: shorten(
        [fillIn(style.intro, words), fillIn(phase.description, words), note].join(' ').trim(),
        600,
      ),
      checkpoints: old.checkpoints.map((checkpoint, index) => {
        const material = cyclic(phase.weeks, index + style.shift);
        return {
          week: checkpoint.week,
          title: shorten(`Week ${checkpoint.week}: ${material.focus} (${style.label})`, 120),
          description: shorten(
            `${fillIn(material.description, words)} ${fillIn(style.week, words)}`,
            600,
          ),
        };
      }),
    };
  }
}

function refinementStyle(feedback: RefinementFeedback): RefinementStyle {
  return REFINEMENT_STYLES[feedback.reason ?? 'own_words'];
}

export function offlineOutline(answers: CreateGoalRequest): PlanOutline {
  const words = answerWords(answers);
  let week = 0;
  return {
    goalName: sentenceStart(shorten(answers.goal, 120).replace(/[.!]+$/, '')),
    shortTitle: shortTitleOf(answers.goal),
    personalLegend: personalLegendOf(words),
    firstDailyAction: fillIn(FIRST_DAILY_ACTION, words),
    milestones: OFFLINE_PHASES.map((phase) => ({
      title: phase.title,
      description: fillIn(phase.description, words),
      checkpoints: phase.weeks.map((material) => {
        week += 1;
        return {
          week,
          title: `Week ${week}: ${material.focus}`,
          description: fillIn(material.description, words),
        };
      }),
    })),
  };
}

const TRAILING_SMALL_WORDS = /(\s+(a|an|the|in|on|at|of|to|for|by|with|and|or|under|over|my))+$/i;

/** The goal itself when short; else its first words, not ending on a small word. */
function shortTitleOf(goal: string): string {
  const title = shorten(goal, 40)
    .replace(/…$/, '')
    .replace(/[.!?]+$/, '');
  return sentenceStart(title.replace(TRAILING_SMALL_WORDS, ''));
}

function personalLegendOf(words: AnswerWords): string {
  return shorten(`${sentenceStart(words.goal)}, because ${words.why}`, 300);
}

/** Spreads tasks over a week's days in order: five tasks in seven days fall on 1, 2, 3, 5, 6. */
function spreadOverWeek(texts: string[], week: number): PlanTask[] {
  const { first, last } = weekDays(week);
  const length = last - first + 1;
  return texts.map((task, index) => ({
    task,
    day: first + Math.floor((index * length) / texts.length),
  }));
}

/** The item at `index`, wrapping around; a negative index counts as the first. */
function cyclic<T>(items: readonly T[], index: number): T {
  const item = items[Math.max(index, 0) % items.length];
  if (item === undefined) throw new Error('The offline planner has no material here');
  return item;
}
