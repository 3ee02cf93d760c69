import { HABIT_NAME_MAX_LENGTH, HABIT_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Field, Input, Textarea } from '@goalcoach/ui';
import type { Ref } from 'react';
import { useGoalChoices } from '../api/use-goal-choices';
import { type HabitFieldsProps, NO_GOAL } from '../utils/habit-form-values';
import { HabitSelect } from './habit-select';
import './habit-form.css';

type BasicInfoFieldsProps = HabitFieldsProps & {
  nameRef: Ref<HTMLInputElement>;
  nameError?: string;
  /** The goal the edited habit is linked to, offered while the goals load. */
  linkedGoal: { id: string; name: string } | null;
};

/** Basic Info tab: name, description, the goal it serves and how. */
export function BasicInfoFields({
  values,
  onChange,
  nameRef,
  nameError,
  linkedGoal,
}: BasicInfoFieldsProps) {
  const goals = useGoalChoices();
  const choices = goals.data?.map((goal) => ({ id: goal.id, name: goal.goalName })) ?? [];
  if (linkedGoal && !choices.some((choice) => choice.id === linkedGoal.id)) {
    choices.unshift(linkedGoal);
  }

  return (
    <div className="gc-stack gc-habit-form__fields">
      <Field label="Habit name" required error={nameError}>
        <Input
          ref={nameRef}
          autoFocus
          value={values.habitName}
          onChange={(event) => onChange({ habitName: event.target.value })}
          placeholder="e.g. Morning run"
          maxLength={HABIT_NAME_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          data-testid="habit-form-name"
        />
      </Field>
      <Field label="Description">
        <Textarea
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
          placeholder="What exactly will you do?"
          rows={2}
          maxLength={HABIT_TEXT_MAX_LENGTH}
          data-testid="habit-form-description"
        />
      </Field>
      <Field
        label="Link to goal"
        hint={
          goals.isError
            ? 'Your goals could not be loaded; you can link one later.'
            : goals.isPending
              ? 'Loading your goals…'
              : 'Optional: the goal this habit moves you toward.'
        }
      >
        <HabitSelect
          value={values.goalId}
          onChange={(event) => onChange({ goalId: event.target.value })}
          data-testid="habit-form-goal"
        >
          <option value={NO_GOAL}>No goal</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </HabitSelect>
      </Field>
      <Field label="How does this habit support your goal?">
        <Textarea
          value={values.goalConnection}
          onChange={(event) => onChange({ goalConnection: event.target.value })}
          placeholder="e.g. Running builds the endurance the marathon needs."
          rows={2}
          maxLength={HABIT_TEXT_MAX_LENGTH}
          data-testid="habit-form-goal-connection"
        />
      </Field>
    </div>
  );
}
