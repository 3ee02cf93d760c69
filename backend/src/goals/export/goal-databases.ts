import { stringify } from 'csv-stringify/sync';
import type { GoalExport } from './goal-export.js';
import {
  CHECKPOINT_STATUS_LABELS,
  MILESTONE_STATUS_LABELS,
  TASK_STATUS_LABELS,
} from './status-labels.js';

type Cell = string | number;

/**
 * One CSV database as Notion imports it: the first column becomes the title property, dates
 * are YYYY-MM-DD (read as dates). A BOM, so that spreadsheet apps read the UTF-8 (emoji,
 * accents) right; CRLF rows; a field holding a line break is quoted too, not only one holding
 * the row delimiter.
 */
function database(header: string[], rows: Cell[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}

export function milestonesCsv({ milestones }: GoalExport): string {
  return database(
    ['Title', 'Status', 'Start', 'End', 'Description'],
    milestones.map((milestone) => [
      milestone.title,
      MILESTONE_STATUS_LABELS[milestone.status],
      milestone.startDate,
      milestone.endDate,
      milestone.description,
    ]),
  );
}

export function checkpointsCsv({ checkpoints }: GoalExport): string {
  return database(
    ['Title', 'Week', 'Milestone', 'Status', 'Start', 'End', 'Description'],
    checkpoints.map((checkpoint) => [
      checkpoint.title,
      checkpoint.weekNumber,
      checkpoint.milestoneTitle,
      CHECKPOINT_STATUS_LABELS[checkpoint.status],
      checkpoint.startDate,
      checkpoint.endDate,
      checkpoint.description,
    ]),
  );
}

export function tasksCsv({ checkpoints, tasks }: GoalExport): string {
  const weeks = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.weekNumber]));
  return database(
    ['Task', 'Status', 'Date', 'Checkpoint', 'Week', 'Marked as Win'],
    tasks.map((task) => [
      task.task,
      TASK_STATUS_LABELS[task.status],
      task.date,
      task.checkpointTitle ?? '',
      (task.checkpointId ? weeks.get(task.checkpointId) : undefined) ?? '',
      task.markedAsWin ? 'Yes' : 'No',
    ]),
  );
}
