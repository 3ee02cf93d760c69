import { spreadsheetRows } from '../../platform/csv/spreadsheet-csv.js';
import type { GoalExport } from './goal-export.js';
import {
  CHECKPOINT_STATUS_LABELS,
  MILESTONE_STATUS_LABELS,
  TASK_STATUS_LABELS,
} from './status-labels.js';

type Cell = string | number;

/**
 * One CSV database as Notion imports it: the first column becomes the title property, dates
 * are YYYY-MM-DD (read as dates); written as every spreadsheet CSV of the app is.
 */
function database(header: string[], rows: Cell[][]): string {
  return spreadsheetRows([header, ...rows], { bom: true });
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
