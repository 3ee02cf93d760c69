import type { Habit } from '@goalcoach/contracts';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Daily', 'Weekly', or 'Custom: Mon, Wed, Fri'. */
export function frequencyText(habit: Pick<Habit, 'frequency' | 'customDays'>): string {
  if (habit.frequency === 'weekly') return 'Weekly';
  if (habit.frequency === 'custom') {
    const days = [...habit.customDays].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day]);
    return `Custom: ${days.join(', ')}`;
  }
  return 'Daily';
}

/** What makes the habit kept: '3 times a day', '3 days a week', 'Once a day'. */
export function targetText(habit: Pick<Habit, 'frequency' | 'targetCount'>): string {
  const { targetCount } = habit;
  if (habit.frequency === 'weekly') {
    return targetCount === 1 ? '1 day a week' : `${targetCount} days a week`;
  }
  const times = targetCount === 1 ? 'Once' : `${targetCount} times`;
  return `${times} a day${habit.frequency === 'custom' ? ' on those days' : ''}`;
}
