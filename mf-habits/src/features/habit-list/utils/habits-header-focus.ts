/** The page's one Add Habit button and its heading (the header is rendered in every state). */
export const ADD_HABIT_BUTTON_ID = 'habits-add-button';
export const HABITS_TITLE_ID = 'page-habits-title';

/** Where the focus goes when no habit card is left to take it: Add Habit, else the heading. */
export function focusHabitsHeader(): void {
  const target =
    document.getElementById(ADD_HABIT_BUTTON_ID) ?? document.getElementById(HABITS_TITLE_ID);
  target?.focus();
}
