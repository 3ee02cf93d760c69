import { HABIT_FREQUENCIES, type HabitFrequency } from '@goalcoach/contracts';
import { Field, Input } from '@goalcoach/ui';
import type { Ref } from 'react';
import {
  type HabitFieldsProps,
  parseTargetCount,
  WEEKLY_TARGET_MAX,
} from '../utils/habit-form-values';
import { HabitSelect } from './habit-select';
import { WeekdayPicker } from './weekday-picker';
import './habit-form.css';

const FREQUENCY_LABELS: Record<HabitFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  custom: 'Custom days',
};

function frequencyExplanation(frequency: HabitFrequency, target: number): string {
  if (frequency === 'weekly') {
    return `${target} ${target === 1 ? 'day' : 'days'} a week, counted in weeks (Sunday to Saturday).`;
  }
  if (frequency === 'custom') return 'Only on the weekdays you choose below.';
  return 'Every day, counted in days.';
}

type TrackingFieldsProps = HabitFieldsProps & {
  customDaysError?: string;
  firstDayRef: Ref<HTMLButtonElement>;
};

/** Tracking tab: how often, on which days, and how many times make a day (or week) count. */
export function TrackingFields({
  values,
  onChange,
  customDaysError,
  firstDayRef,
}: TrackingFieldsProps) {
  const target = parseTargetCount(values.targetCount, values.frequency);
  const weekly = values.frequency === 'weekly';

  return (
    <div className="gc-stack gc-habit-form__fields">
      <Field label="Frequency" hint={frequencyExplanation(values.frequency, target)}>
        <HabitSelect
          value={values.frequency}
          onChange={(event) => {
            const frequency = event.target.value as HabitFrequency;
            onChange({
              frequency,
              targetCount: String(parseTargetCount(values.targetCount, frequency)),
            });
          }}
          data-testid="habit-form-frequency"
        >
          {HABIT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </HabitSelect>
      </Field>
      {values.frequency === 'custom' && (
        <WeekdayPicker
          value={values.customDays}
          onChange={(customDays) => onChange({ customDays })}
          error={customDaysError}
          firstDayRef={firstDayRef}
        />
      )}
      <Field
        label={weekly ? 'Target: days a week' : 'Target: times a day'}
        hint={
          weekly
            ? `A week counts when you do it on ${target} of its days (at most ${WEEKLY_TARGET_MAX}).`
            : `A day counts when you do it ${target} ${target === 1 ? 'time' : 'times'}.`
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={weekly ? WEEKLY_TARGET_MAX : undefined}
          step={1}
          value={values.targetCount}
          onChange={(event) => onChange({ targetCount: event.target.value })}
          onBlur={() => onChange({ targetCount: String(target) })}
          enterKeyHint="done"
          className="gc-habit-form__target"
          data-testid="habit-form-target"
        />
      </Field>
    </div>
  );
}
