import type { TodayTask } from '@goalcoach/contracts';
import { Badge, Button, Checkbox, cn, saveBlob, SyncPendingNote } from '@goalcoach/ui';
import { CalendarPlus, Trophy } from 'lucide-react';
import { TaskActionsMenu, type TaskActions } from '../../tasks/components/task-actions-menu';
import { TaskTextEditor } from '../../tasks/components/task-text-editor';
import { useInlineTaskEdit } from '../../tasks/hooks/use-inline-task-edit';
import { useTaskKeptOnDevice } from '../../tasks/hooks/use-task-kept-on-device';
import { taskCalendarFile, taskGoalLabel } from '../utils/task-calendar-file';
import '../../../shared/styles/check-row.css';
import '../../tasks/components/task-item.css';
import './today-task-item.css';

export type TodayTaskItemProps = {
  task: TodayTask;
  onToggle: (task: TodayTask) => void;
  /** Edit, win and delete: the goal page's menu, for goal and personal tasks alike. */
  actions: TaskActions;
};

function addToCalendar(task: TodayTask): void {
  const { filename, content } = taskCalendarFile(task);
  saveBlob(new Blob([content], { type: 'text/calendar;charset=utf-8' }), filename);
}

/** One of today's tasks: its checkbox and actions, the goal it serves, a win badge, calendar. */
export function TodayTaskItem({ task, onToggle, actions }: TodayTaskItemProps) {
  const done = task.status === 'completed';
  const goalLabel = taskGoalLabel(task);
  const { editing, menuRef, startEditing, stopEditing } = useInlineTaskEdit();
  const kept = useTaskKeptOnDevice(task.id);
  return (
    <li
      className={cn('goals-task', 'goals-today-task', done && 'goals-task--done')}
      data-testid="today-task"
      data-status={task.status}
      data-task-id={task.id}
      data-win={task.markedAsWin || undefined}
    >
      {editing ? (
        <TaskTextEditor
          text={task.task}
          onSave={(text) => actions.rename(task, text)}
          onDone={stopEditing}
        />
      ) : (
        <div className="goals-task__row">
          <label className="goals-check-row goals-task__label">
            <Checkbox
              checked={done}
              onChange={() => onToggle(task)}
              data-testid="today-task-checkbox"
            />
            <span className="goals-task__text" data-testid="today-task-text">
              {task.task}
            </span>
          </label>
          <TaskActionsMenu
            task={task}
            actions={actions}
            onEdit={startEditing}
            triggerRef={menuRef}
          />
        </div>
      )}
      <div className="goals-task__meta">
        <Badge
          variant={task.goalName ? 'outline' : 'secondary'}
          className="goals-today-task__goal"
          title={goalLabel}
          data-testid="today-task-goal"
        >
          {/* Its own box: text-overflow does not reach text directly inside a flex badge. */}
          <span className="goals-today-task__goal-name">{goalLabel}</span>
        </Badge>
        {kept && <SyncPendingNote />}
        {task.markedAsWin && (
          <Badge variant="success" data-testid="today-task-win">
            <Trophy aria-hidden />
            Marked as Win
          </Badge>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="goals-today-task__calendar"
          onClick={() => addToCalendar(task)}
          aria-label={`Add to calendar: ${task.task}`}
          data-testid="today-task-calendar"
        >
          <CalendarPlus aria-hidden />
          Add to calendar
        </Button>
      </div>
    </li>
  );
}
