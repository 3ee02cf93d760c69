import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists (2026-02-30 does not). */
export function isCalendarDate(value: unknown): value is string {
  const parts = typeof value === 'string' ? DATE.exec(value) : null;
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // Not Date.UTC, which reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  // Year 0 exists for Date but not for PostgreSQL.
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const CalendarDate =
  (label: string): PropertyDecorator =>
  (target, key) => {
    ValidateBy({
      name: 'isCalendarDate',
      validator: {
        validate: isCalendarDate,
        defaultMessage: () => `${label} must be a real date written YYYY-MM-DD`,
      },
    })(target, key);
    ApiProperty({ example: '2026-03-01', format: 'date' })(target, key);
  };
