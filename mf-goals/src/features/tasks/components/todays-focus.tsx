import type { Goal } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { EmptyState, Skeleton } from '@goalcoach/ui';
import { Sunrise } from 'lucide-react';
import { formatCalendarDate, todayCalendarDate } from '../../../shared/lib/dates';
import { useGoalTasks } from '../api/use-goal-tasks';
import { useToggleTask } from '../api/use-toggle-task';
import { type TodaysFocus, pickTodaysFocus } from '../utils/pick-todays-focus';
import { TaskItem } from './task-item';

export type TodaysFocusProps = {
  goal: Pick<Goal, 'id' | 'startDate'>;
};

const FOCUS_LABELS: Partial<Record<TodaysFocus['source'], string>> = {
  week: 'Nothing is scheduled for today. Next up this week:',
  next: 'Nothing is scheduled this week. Your next open task:',
};

/** One main task for today plus a few for when there is time (SPEC §9). */
export function TodaysFocus({ goal }: TodaysFocusProps) {
  const { data: tasks, isPending, isError } = useGoalTasks(goal.id);
  const toggle = useToggleTask(goal.id);
  const timeZone = useSession((session) => session.user?.timeZone);
  const today = todayCalendarDate(new Date(), timeZone);

  if (isPending) {
    return (
      <div className="gc-stack" aria-busy="true" aria-label="Loading today's focus">
        <Skeleton height={72} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  if (isError) return <p className="goals-muted">Your tasks could not be loaded.</p>;

  const focus = pickTodaysFocus(tasks, today, goal.startDate);
  if (!focus.main) {
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

  return (
    <div className="goals-focus gc-stack" data-testid="todays-focus">
      <div className="goals-focus__main">
        <p className="goals-focus__label">
          {FOCUS_LABELS[focus.source] ?? `Your main task for today, ${formatCalendarDate(today)}`}
        </p>
        <ul className="goals-task-list">
          <TaskItem task={focus.main} onToggle={toggle} size="lg" showSchedule />
        </ul>
      </div>
      {focus.overflow.length > 0 && (
        <div className="goals-focus__overflow">
          <p className="goals-focus__label">If you have more time</p>
          <ul className="goals-task-list">
            {focus.overflow.map((task) => (
              <TaskItem key={task.id} task={task} onToggle={toggle} showSchedule />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
