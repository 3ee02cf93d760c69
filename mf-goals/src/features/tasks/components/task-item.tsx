import type { Task } from '@goalcoach/contracts';
import { Badge, Checkbox, cn } from '@goalcoach/ui';
import { Trophy } from 'lucide-react';
import { formatShortCalendarDate } from '../../../shared/lib/dates';

export type TaskItemProps = {
  task: Task;
  onToggle: (task: Task) => void;
  /** Shows the task's day and week under its text. */
  showSchedule?: boolean;
  size?: 'md' | 'lg';
};

/** One task with its checkbox; the task text is the checkbox's name. */
export function TaskItem({ task, onToggle, showSchedule = false, size = 'md' }: TaskItemProps) {
  const done = task.status === 'completed';
  return (
    <li
      className={cn('goals-task', `goals-task--${size}`, done && 'goals-task--done')}
      data-testid="task-item"
      data-status={task.status}
      data-task-id={task.id}
    >
      <label className="goals-task__label">
        <Checkbox checked={done} onChange={() => onToggle(task)} data-testid="task-checkbox" />
        <span className="goals-task__text">{task.task}</span>
      </label>
      {(showSchedule || task.markedAsWin) && (
        <div className="goals-task__meta">
          {showSchedule && <span>{formatShortCalendarDate(task.date)}</span>}
          {showSchedule && task.checkpointTitle && (
            <span className="goals-task__week">{task.checkpointTitle}</span>
          )}
          {task.markedAsWin && (
            <Badge variant="success">
              <Trophy aria-hidden />
              Marked as Win
            </Badge>
          )}
        </div>
      )}
    </li>
  );
}
