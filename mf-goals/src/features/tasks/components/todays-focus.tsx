import type { FocusedTasks, Goal } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { EmptyState, Skeleton } from '@goalcoach/ui';
import { Sunrise } from 'lucide-react';
import { formatCalendarDate, todayCalendarDate } from '@goalcoach/dates';
import { useFocusedTasks } from '../api/use-focused-tasks';
import { useToggleTask } from '../api/use-toggle-task';
import { useTaskActions } from '../hooks/use-task-actions';
import { TaskItem } from './task-item';
import './task-list.css';
import './todays-focus.css';

export type TodaysFocusProps = {
  goal: Pick<Goal, 'id'>;
};

const FOCUS_LABELS: Partial<Record<FocusedTasks['source'], string>> = {
  week: 'Nothing is scheduled for today. Next up this week:',
  next: 'Nothing is scheduled this week. Your next open task:',
};

/** One main task for today plus 2-3 for when there is time, as the server picks them. */
export function TodaysFocus({ goal }: TodaysFocusProps) {
  const { data: focus, isPending, isError } = useFocusedTasks(goal.id);
  const toggle = useToggleTask(goal.id);
  const actions = useTaskActions();
  const zone = useSession((session) => session.user);

  if (isPending) {
    return (
      <div className="gc-stack" aria-busy="true" aria-label="Loading today's focus">
        <Skeleton height={72} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  if (isError) return <p className="gc-text-muted">Your tasks could not be loaded.</p>;

  const [main, ...overflow] = focus.focusedTasks;
  if (!main) {
    return focus.source === 'empty' ? (
      <EmptyState
        icon={<Sunrise />}
        title="No tasks yet"
        description="This plan has no daily tasks yet. Generate your complete action plan to get started."
      />
    ) : (
      <EmptyState
        icon={<Sunrise />}
        title="Nothing left for this week"
        description="Every task of this week is done. Enjoy the momentum, and come back tomorrow!"
      />
    );
  }

  const today = formatCalendarDate(todayCalendarDate(new Date(), zone));
  return (
    <div className="goals-focus gc-stack" data-testid="todays-focus">
      <div className="goals-focus__main">
        <p className="goals-focus__label">
          {FOCUS_LABELS[focus.source] ?? `Your main task for today, ${today}`}
        </p>
        <ul className="goals-task-list">
          <TaskItem task={main} onToggle={toggle} actions={actions} size="lg" showSchedule />
        </ul>
      </div>
      {overflow.length > 0 && (
        <div className="goals-focus__overflow">
          <p className="goals-focus__label">If you have more time</p>
          <ul className="goals-task-list">
            {overflow.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                onToggle={toggle}
                actions={actions}
                showSchedule
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
