import { HABIT_CATEGORIES, type HabitCategory } from '@goalcoach/contracts';
import { useId } from 'react';
import { categoryIcon } from '../../../shared/lib/category-icons';
import './picker-fieldset.css';
import './category-picker.css';

type CategoryPickerProps = {
  value: HabitCategory;
  onChange: (category: HabitCategory) => void;
};

/**
 * Eight native radios drawn as icon buttons: arrow keys, Tab and screen readers work as the
 * browser makes them. Each radio is stretched, transparent, over its button so it takes the click.
 */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const name = useId();
  return (
    <fieldset className="gc-category-picker">
      <legend className="gc-label">Category</legend>
      <div className="gc-category-picker__options">
        {HABIT_CATEGORIES.map((category) => {
          const Icon = categoryIcon(category);
          return (
            <label key={category} className="gc-category-picker__option">
              <input
                type="radio"
                name={name}
                value={category}
                checked={value === category}
                onChange={() => onChange(category)}
                className="gc-category-picker__input"
                data-testid={`habit-form-category-${category}`}
              />
              <Icon aria-hidden size={20} />
              <span>{category}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
