import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import './habit-select.css';

type HabitSelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'className'>;

/**
 * A native select with the form's chevron. Every prop, including the id and aria-describedby a
 * Field hands its control, goes to the select itself so that its label and hint reach it.
 */
export function HabitSelect(props: HabitSelectProps) {
  return (
    <div className="gc-habit-select">
      <select {...props} className="gc-input gc-habit-select__control" />
      <ChevronDown aria-hidden size={16} className="gc-habit-select__icon" />
    </div>
  );
}
