import { truncateGraphemes, type Habit } from '@goalcoach/contracts';

/** How much of each text a collapsed habit card shows, in characters as a person sees them. */
const DESCRIPTION_MAX = 60;
const GOAL_NAME_MAX = 50;
const GOAL_CONNECTION_MAX = 80;

/** The trimmed text's first `max` characters, with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  return truncateGraphemes(text.trim(), max);
}

/** The linked goal's name without the word 'transformative', spaces tidied. */
function goalNameWithoutTransformative(goalName: string): string {
  return goalName
    .replace(/\btransformative\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** The linked goal's name as a collapsed card shows it, cut at 50 characters. */
export function goalNameForCard(goalName: string): string {
  return truncate(goalNameWithoutTransformative(goalName), GOAL_NAME_MAX);
}

export type HabitText = {
  label: string;
  value: string;
  testId:
    'habit-description' | 'habit-goal' | 'habit-goal-connection' | 'habit-cue' | 'habit-reward';
};

/**
 * The habit's texts that are not empty, in card order: cut to the lengths above ('card') or whole
 * ('full', once the card is expanded).
 */
export function habitTexts(
  habit: Pick<Habit, 'description' | 'goalName' | 'goalConnection' | 'cue' | 'reward'>,
  length: 'card' | 'full',
): HabitText[] {
  const cut = length === 'card';
  const texts: HabitText[] = [
    {
      label: 'About',
      value: cut ? truncate(habit.description, DESCRIPTION_MAX) : habit.description.trim(),
      testId: 'habit-description',
    },
    {
      label: 'Goal',
      value: cut
        ? goalNameForCard(habit.goalName ?? '')
        : goalNameWithoutTransformative(habit.goalName ?? ''),
      testId: 'habit-goal',
    },
    {
      label: 'Why it matters',
      value: cut
        ? truncate(habit.goalConnection, GOAL_CONNECTION_MAX)
        : habit.goalConnection.trim(),
      testId: 'habit-goal-connection',
    },
    { label: 'Cue', value: habit.cue.trim(), testId: 'habit-cue' },
    { label: 'Reward', value: habit.reward.trim(), testId: 'habit-reward' },
  ];
  return texts.filter((text) => text.value !== '');
}
