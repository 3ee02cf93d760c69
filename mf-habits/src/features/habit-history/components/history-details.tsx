import type { Habit } from '@goalcoach/contracts';
import { formatCalendarDate } from '@goalcoach/dates';
import { Grid } from '@goalcoach/ui';
import { createElement, type ReactNode } from 'react';
import { categoryIcon } from '../../../shared/lib/category-icons';
import { frequencyText, targetText } from '../utils/habit-details-text';
import { HistorySection } from './history-section';
import './history-details.css';

/** The habit's settings, as the Create/Edit dialog has them. */
export function HistoryDetails({ habit }: { habit: Habit }) {
  const rows: [string, ReactNode][] = [
    [
      'Category',
      <span className="gc-history-details__category">
        {createElement(categoryIcon(habit.category), { 'aria-hidden': true })}
        {habit.category}
      </span>,
    ],
    ['Type', habit.isAntiHabit ? 'Anti-habit (a habit to avoid)' : 'Habit to build'],
    ['Frequency', frequencyText(habit)],
    ['Target', targetText(habit)],
    ['Created', formatCalendarDate(habit.createdOn)],
    ['Cue', habit.cue || 'None'],
    ['Reward', habit.reward || 'None'],
    ['Goal', habit.goalName ?? 'None'],
  ];
  return (
    <HistorySection title="Habit details">
      <Grid
        as="dl"
        columns={{ sm: 2 }}
        className="gc-history-details"
        data-testid="history-details"
      >
        {rows.map(([term, value]) => (
          <div key={term} className="gc-history-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Grid>
    </HistorySection>
  );
}
