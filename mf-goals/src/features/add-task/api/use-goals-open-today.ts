import type { Goal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../shared/api/api-paths';

/**
 * The goals a task for `today` (YYYY-MM-DD, the user's day) can join: active, with a ready plan
 * (one still being made is refused with 409, and would replace the task) and 90 days that
 * include today (else the server refuses the date with 400).
 */
function goalsOpenOn(goals: readonly Goal[], today: string): Goal[] {
  return goals.filter(
    (goal) =>
      goal.status === 'active' &&
      goal.planStatus === 'ready' &&
      goal.startDate <= today &&
      today <= goal.endDate,
  );
}

/** The goals a task for today can join, from Home's cached goal list. */
export function useGoalsOpenToday(today: string) {
  const select = useCallback((goals: Goal[]) => goalsOpenOn(goals, today), [today]);
  return useQuery({ queryKey: queryKeys.goals(), select });
}
