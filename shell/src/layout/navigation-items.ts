import { Eye, Repeat, Star, Target, type LucideIcon } from 'lucide-react';

export type NavigationItem = { to: string; label: string; icon: LucideIcon; testId: string };

/** The main navigation: Goals, Habits, Reviews, Vision. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { to: '/', label: 'Goals', icon: Target, testId: 'nav-goals' },
  { to: '/habits', label: 'Habits', icon: Repeat, testId: 'nav-habits' },
  { to: '/reviews', label: 'Reviews', icon: Star, testId: 'nav-reviews' },
  { to: '/vision', label: 'Vision', icon: Eye, testId: 'nav-vision' },
];
