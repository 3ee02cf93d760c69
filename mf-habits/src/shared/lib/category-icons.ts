import type { HabitCategory } from '@goalcoach/contracts';
import {
  Brain,
  GraduationCap,
  HeartPulse,
  type LucideIcon,
  Palette,
  PiggyBank,
  Sparkles,
  Users,
  Zap,
} from 'lucide-react';

const ICONS: Record<HabitCategory, LucideIcon> = {
  Health: HeartPulse,
  Mindset: Brain,
  Skill: GraduationCap,
  Productivity: Zap,
  Creativity: Palette,
  Relationships: Users,
  Finance: PiggyBank,
  Spiritual: Sparkles,
};

/** Each category's icon, by its lucide name (stored as a habit's `categoryIcon`). */
export const CATEGORY_ICON_NAMES: Record<HabitCategory, string> = {
  Health: 'heart-pulse',
  Mindset: 'brain',
  Skill: 'graduation-cap',
  Productivity: 'zap',
  Creativity: 'palette',
  Relationships: 'users',
  Finance: 'piggy-bank',
  Spiritual: 'sparkles',
};

/** The icon of a category; a category this build does not know gets Health's (the default). */
export function categoryIcon(category: HabitCategory): LucideIcon {
  return ICONS[category] ?? HeartPulse;
}
