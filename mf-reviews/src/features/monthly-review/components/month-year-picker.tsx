import { Field } from '@goalcoach/ui';
import { MONTH_NAMES, type YearMonth } from '../utils/months';
import './month-year-picker.css';

type MonthYearPickerProps = {
  value: YearMonth;
  years: number[];
  onChange: (value: YearMonth) => void;
};

/** The month and year the Generate button and the manual entry work on. */
export function MonthYearPicker({ value, years, onChange }: MonthYearPickerProps) {
  return (
    <div className="gc-monthly-picker">
      <Field label="Month">
        <select
          className="gc-input gc-monthly-picker__select"
          value={value.month}
          onChange={(event) => onChange({ ...value, month: Number(event.target.value) })}
          data-testid="monthly-month-select"
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Year">
        <select
          className="gc-input gc-monthly-picker__select"
          value={value.year}
          onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}
          data-testid="monthly-year-select"
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
