import { Flag, ListChecks, Repeat, Star, Target, type LucideIcon } from 'lucide-react';

/** The panels Home shows itself; the other tabs lead to their own pages. */
export type HomePanel = 'goals' | 'milestones' | 'tasks';

export type HomeTab = {
  value: HomePanel | 'habits' | 'reviews';
  label: string;
  icon: LucideIcon;
  /** Set for a tab that opens another page instead of a panel. */
  route?: string;
};

/** Home's tabs, in order. */
export const HOME_TABS: readonly HomeTab[] = [
  { value: 'goals', label: 'Goals', icon: Target },
  { value: 'milestones', label: 'Milestones', icon: Flag },
  { value: 'habits', label: 'Habits', icon: Repeat, route: '/habits' },
  { value: 'tasks', label: 'Tasks', icon: ListChecks },
  { value: 'reviews', label: 'Reviews', icon: Star, route: '/reviews' },
];

/** The address parameter that keeps the chosen panel across a reload: `/?tab=tasks`. */
export const HOME_TAB_PARAM = 'tab';

const PANELS: readonly HomePanel[] = ['goals', 'milestones', 'tasks'];

/** The panel an address asks for; anything unknown is the goals panel. */
export function homePanelOf(value: string | null): HomePanel {
  return PANELS.find((panel) => panel === value?.toLowerCase()) ?? 'goals';
}
