import { HABIT_CATEGORIES, type HabitCategory } from '@goalcoach/contracts';
import { CATEGORY_ICON_NAMES, categoryIcon } from './category-icons';

/** lucide names its components after the icon: HeartPulse is `heart-pulse`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('category icons', () => {
  it.each(HABIT_CATEGORIES)('gives %s an icon whose stored name is that icon', (category) => {
    const icon = categoryIcon(category);
    expect(icon.displayName && kebab(icon.displayName)).toBe(CATEGORY_ICON_NAMES[category]);
  });

  it('gives every category its own icon', () => {
    expect(new Set(HABIT_CATEGORIES.map(categoryIcon)).size).toBe(HABIT_CATEGORIES.length);
  });

  it("falls back to Health's icon for a category it does not know", () => {
    expect(categoryIcon('Gardening' as HabitCategory)).toBe(categoryIcon('Health'));
  });
});
