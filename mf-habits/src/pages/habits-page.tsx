import { useUserToday } from '@goalcoach/session';
import type { Habit } from '@goalcoach/contracts';
import { Button, EmptyState, QueryError, QueryLoading } from '@goalcoach/ui';
import { Plus, Repeat } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HabitFormDialog } from '../features/habit-form/components/habit-form-dialog';
import { HabitHistoryDialog } from '../features/habit-history/components/habit-history-dialog';
import { LoopImportDialog } from '../features/habit-import/components/loop-import-dialog';
import { HabitCardSkeleton } from '../features/habit-list/components/habit-card-skeleton';
import { HabitList } from '../features/habit-list/components/habit-list';
import { HabitsHeader } from '../features/habit-list/components/habits-header';
import { ReorderingHabitCard } from '../features/habit-list/components/reordering-habit-card';
import { SortableHabitList } from '../features/habit-reorder/components/sortable-habit-list';
import { MilestoneAchievedDialog } from '../features/milestone-achieved/components/milestone-achieved-dialog';
import { WeeklyReflectionPrompt } from '../features/weekly-reflection/components/weekly-reflection-prompt';
import { queryKeys } from '../shared/api/api-paths';
import { useHabits } from '../shared/api/use-habits';
import '../styles/habit-list-grid.css';

/** The habit stays while the dialog closes, so an edit does not turn into a create on its way out. */
type FormState = { open: boolean; habit?: Habit };

const NO_HABITS: Habit[] = [];

const SKELETON_COUNT = 3;

/** Habits: the header, the habit cards (or the empty state) and the habit dialogs. */
export function HabitsPage() {
  const today = useUserToday();
  const habits = useHabits();
  useStreaksReadOnNewDay(today);
  const [reorderToggled, setReorderToggled] = useState(false);
  const [form, setForm] = useState<FormState>({ open: false });
  const [historyHabitId, setHistoryHabitId] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const openCreate = () => setForm({ open: true });
  // Leaving reorder mode happens by itself when too few habits are left to order.
  const reordering = reorderToggled && (habits.data?.length ?? 0) > 1;

  return (
    <section
      className="gc-stack gc-page"
      data-testid="page-habits"
      aria-labelledby="page-habits-title"
    >
      <HabitsHeader
        today={today}
        habits={habits.data}
        reordering={reordering}
        onToggleReorder={() => setReorderToggled(!reordering)}
        onAddHabit={openCreate}
        onImport={() => setImportOpen(true)}
      />
      {habits.isPending ? (
        <QueryLoading
          label="Loading habits"
          className="gc-grid gc-habit-list"
          testId="habits-loading"
        >
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <HabitCardSkeleton key={index} />
          ))}
        </QueryLoading>
      ) : habits.isError ? (
        <QueryError
          title="Unable to load habits"
          onRetry={() => void habits.refetch()}
          retrying={habits.isFetching}
          testId="habits-error"
          retryTestId="habits-retry"
        >
          Something went wrong while loading your habits. Please try again.
        </QueryError>
      ) : habits.data.length === 0 ? (
        <div data-testid="habits-empty">
          <EmptyState
            icon={<Repeat />}
            titleAs="h2"
            title="No habits yet"
            description="Start with one small routine that moves a goal forward. Each day you keep it builds a streak."
            action={
              <Button onClick={openCreate} data-testid="habits-create-first">
                <Plus aria-hidden />
                Create Your First Habit
              </Button>
            }
          />
        </div>
      ) : reordering ? (
        <SortableHabitList
          habits={habits.data}
          renderCard={(habit, dragHandle) => (
            <ReorderingHabitCard
              habit={habit}
              dragHandle={dragHandle}
              onViewHistory={(shown) => setHistoryHabitId(shown.id)}
            />
          )}
        />
      ) : (
        <HabitList
          habits={habits.data}
          today={today}
          onViewHistory={(habit) => setHistoryHabitId(habit.id)}
          onEdit={(habit) => setForm({ open: true, habit })}
        />
      )}

      <HabitFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        habit={form.habit}
      />
      <WeeklyReflectionPrompt habits={habits.data ?? NO_HABITS} />
      <MilestoneAchievedDialog />
      <HabitHistoryDialog habitId={historyHabitId} onClose={() => setHistoryHabitId(null)} />
      <LoopImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </section>
  );
}

/** Streaks are figures "as of today": a page left open into a new day reads them again. */
function useStreaksReadOnNewDay(today: string): void {
  const queryClient = useQueryClient();
  const shownDay = useRef(today);
  useEffect(() => {
    if (shownDay.current === today) return;
    shownDay.current = today;
    void queryClient.invalidateQueries({ queryKey: queryKeys.habits() });
  }, [queryClient, today]);
}
