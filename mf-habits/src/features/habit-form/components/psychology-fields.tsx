import { HABIT_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Checkbox, Field, Input } from '@goalcoach/ui';
import { useId } from 'react';
import type { HabitFieldsProps } from '../utils/habit-form-values';
import { CategoryPicker } from './category-picker';
import './habit-form.css';

/** Psychology tab: the cue that starts the habit, its reward, its category, anti-habit. */
export function PsychologyFields({ values, onChange }: HabitFieldsProps) {
  const antiHintId = useId();
  return (
    <div className="gc-stack gc-habit-form__fields">
      <Field label="Cue" hint="What will remind you to do it? A time, a place, or another habit.">
        <Input
          value={values.cue}
          onChange={(event) => onChange({ cue: event.target.value })}
          placeholder="e.g. After I pour my morning coffee"
          maxLength={HABIT_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          data-testid="habit-form-cue"
        />
      </Field>
      <Field label="Reward" hint="What makes it satisfying right away?">
        <Input
          value={values.reward}
          onChange={(event) => onChange({ reward: event.target.value })}
          placeholder="e.g. A hot shower"
          maxLength={HABIT_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          data-testid="habit-form-reward"
        />
      </Field>
      <CategoryPicker value={values.category} onChange={(category) => onChange({ category })} />
      <div className="gc-habit-form__anti">
        <label className="gc-habit-form__check">
          <Checkbox
            checked={values.isAntiHabit}
            onChange={(event) => onChange({ isAntiHabit: event.target.checked })}
            aria-describedby={antiHintId}
            data-testid="habit-form-anti"
          />
          <span>This is an anti-habit (something to stop)</span>
        </label>
        <p id={antiHintId} className="gc-field__hint">
          Tick a day when you avoided it; the streak counts the days you stayed clear.
        </p>
      </div>
    </div>
  );
}
