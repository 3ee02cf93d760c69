import type { Task } from '@goalcoach/contracts';
import { Badge, Checkbox, cn, SyncPendingNote } from '@goalcoach/ui';
import { Trophy } from 'lucide-react';
import { formatShortCalendarDate } from '@goalcoach/dates';
import { useInlineTaskEdit } from '../hooks/use-inline-task-edit';
import { useTaskKeptOnDevice } from '../hooks/use-task-kept-on-device';
import { TaskActionsMenu, type TaskActions } from './task-actions-menu';
import { TaskTextEditor } from './task-text-editor';
import '../../../shared/styles/check-row.css';
import './task-item.css';

export type TaskItemProps = {
  task: Task;
  onToggle: (task: Task) => void;
  /** Edit, win and delete: a small menu at the end of the row. */
  actions?: TaskActions;
  /** Shows the task's day and week under its text. */
  showSchedule?: boolean;
  size?: 'md' | 'lg';
};

/** One task with its checkbox; the task text is the checkbox's name. */
export function TaskItem({
  task,
  onToggle,
  actions,
  showSchedule = false,
  size = 'md',
}: TaskItemProps) {
  const done = task.status === 'completed';
  const { editing, menuRef, startEditing, stopEditing } = useInlineTaskEdit();
  const kept = useTaskKeptOnDevice(task.id);

  return (
    <li
      className={cn('goals-task', `goals-task--${size}`, done && 'goals-task--done')}
      data-testid="task-item"
      data-status={task.status}
      data-task-id={task.id}
      data-win={task.markedAsWin || undefined}
    >
      {editing && actions ? (
        <TaskTextEditor
          text={task.task}
          onSave={(text) => actions.rename(task, text)}
          onDone={stopEditing}
        />
      ) : (
        <div className="goals-task__row">
          <label className="goals-check-row goals-task__label">
            <Checkbox checked={done} onChange={() => onToggle(task)} data-testid="task-checkbox" />
            <span className="goals-task__text" data-testid="task-text">
              {task.task}
            </span>
          </label>
          {actions && (
            <TaskActionsMenu
              task={task}
              actions={actions}
              onEdit={startEditing}
              triggerRef={menuRef}
            />
          )}
        </div>
      )}
      {kept && <SyncPendingNote />}
      {(showSchedule || task.markedAsWin) && (
        <div className="goals-task__meta">
          {showSchedule && <span>{formatShortCalendarDate(task.date)}</span>}
          {showSchedule && task.checkpointTitle && (
            <span className="goals-task__week">{task.checkpointTitle}</span>
          )}
          {task.markedAsWin && (
            <Badge variant="success" data-testid="task-win-badge">
              <Trophy aria-hidden />
              Marked as Win
            </Badge>
          )}
        </div>
      )}
    </li>
  );
}
