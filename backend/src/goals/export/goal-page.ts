import { GOAL_ANSWER_FIELDS } from '@goalcoach/contracts';
import { answersOf } from '../goal.mapper.js';
import type { DatabaseLinks, GoalExport } from './goal-export.js';
import { GOAL_QUESTION_TEXTS } from './goal-questions.js';
import { blockText, inlineText } from './markdown-text.js';
import {
  CHECKPOINT_STATUS_LABELS,
  GOAL_STATUS_LABELS,
  MILESTONE_STATUS_LABELS,
} from './status-labels.js';

function link(text: string, target: string): string {
  return `[${text}](${target})`;
}

/**
 * The goal's Notion page as Markdown: its title, the personal legend, dates, status and
 * progress, the 7 original answers under their questions, then the milestones with their
 * weekly checkpoints, and links to the three databases (CSV files) that hold them as tables.
 */
export function goalPage(
  { goal, milestones, checkpoints }: GoalExport,
  links: DatabaseLinks,
): string {
  const lines: string[] = [`# ${inlineText(goal.goalName)}`, ''];
  if (goal.personalLegend.trim() !== '') lines.push(blockText(goal.personalLegend, '> '), '');
  lines.push(
    `- **Dates:** ${goal.startDate} to ${goal.endDate}`,
    `- **Status:** ${GOAL_STATUS_LABELS[goal.status]}`,
    `- **Progress:** ${goal.progressPercentage}% (${goal.completedTaskCount} of ${goal.taskCount} tasks completed)`,
    '',
    `Databases: ${link('Milestones', links.milestones)}, ${link('Weekly checkpoints', links.checkpoints)}, ${link('Tasks', links.tasks)}`,
    '',
    '## Original goal setup answers',
    '',
  );
  const answers = answersOf(goal);
  for (const field of GOAL_ANSWER_FIELDS) {
    lines.push(`**${inlineText(GOAL_QUESTION_TEXTS[field])}**`, '', blockText(answers[field]), '');
  }
  lines.push('## Milestones', '');
  if (milestones.length === 0) lines.push('No milestones yet.', '');
  for (const milestone of milestones) {
    lines.push(
      `### ${milestone.position}. ${inlineText(milestone.title)}`,
      '',
      `*${MILESTONE_STATUS_LABELS[milestone.status]}, ${milestone.startDate} to ${milestone.endDate}*`,
      '',
    );
    if (milestone.description.trim() !== '') lines.push(blockText(milestone.description), '');
    const weeks = checkpoints.filter((checkpoint) => checkpoint.milestoneId === milestone.id);
    if (weeks.length === 0) continue;
    lines.push('**Weekly checkpoints**', '');
    for (const week of weeks) {
      lines.push(
        `- **${inlineText(week.title)}** (${CHECKPOINT_STATUS_LABELS[week.status]}, ${week.startDate} to ${week.endDate})`,
      );
      if (week.description.trim() !== '') lines.push('', blockText(week.description, '  '));
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
