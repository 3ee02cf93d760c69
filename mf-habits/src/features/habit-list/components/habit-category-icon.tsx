import type { HabitCategory } from '@goalcoach/contracts';
import { createElement } from 'react';
import { categoryIcon } from '../../../shared/lib/category-icons';

export type HabitCategoryIconProps = { category: HabitCategory; size?: number };

/** The category's icon, decorative (the category is named beside it). */
export function HabitCategoryIcon({ category, size = 20 }: HabitCategoryIconProps) {
  return createElement(categoryIcon(category), { 'aria-hidden': true, size });
}
