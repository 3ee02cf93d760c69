import {
  HABIT_NAME_MAX_LENGTH,
  HABIT_TEXT_MAX_LENGTH,
  type HabitEntryStatus,
  type HabitFrequency,
} from '@goalcoach/contracts';
import { type TextLines, cleanText } from '../../platform/validation/clean-text.js';
import { textProblem } from '../../platform/validation/json-text-checks.js';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { LOOP_VALUE, type LoopHabit } from './loop-export.types.js';
import { mapLoopFrequency } from './loop-frequency.js';
import { LOOP_VALUE_BOUNDS, inRange, rangeText } from './loop-value-bounds.js';

/** One day to write: what the entries API would store for it. */
interface ImportedDay {
  entryDate: string;
  status: HabitEntryStatus;
  count: number;
}

/** What one Loop habit becomes here. */
export interface LoopHabitPlan {
  name: string;
  description: string;
  frequency: HabitFrequency;
  targetCount: number;
  archivedInLoop: boolean;
  /** The first day Loop knows anything of (even an implied one): the habit's creation day. */
  firstDate: string | null;
  days: ImportedDay[];
  notes: string[];
}

const AMOUNT_SCALE = 1000;

/**
 * Loop's dates are days since 1970; an earlier one is not from Loop, and would make every read
 * of the habit's streaks walk centuries of days.
 */
const EARLIEST_DATE = '1970-01-01';

/**
 * Maps a Loop habit onto a habit here, up to `today` (the user's date; later days are dropped).
 * - Yes/no habits: done (2) is done with count 1, skipped (3) is skipped, not done (0) is kept
 *   as a not-done day (count 0); done-by-frequency (1) is not written, since it is not a day the
 *   habit was done and the weekly streak rules here work out kept weeks themselves; unknown
 *   (-1) is no day at all.
 * - Numeric habits ("at least X a day"): daily, the day's amount as its count, whole numbers
 *   (the count is an integer), target X rounded up; skipped (3) stays a skip. A target or an
 *   amount past what a habit here holds (the habits and entries APIs' bounds) is refused, since
 *   no rounding would keep the habit's meaning.
 * - "At most X" has no counterpart (a count here only reaches a target): the habit becomes a
 *   yes/no one, done on each day that stayed within X; the amounts are not kept.
 */
export function mapLoopHabit(habit: LoopHabit, today: string): LoopHabitPlan {
  const name = checkedText(habit.name, 'name', 'single');
  if (name === '') throw invalid('A habit in Habits.csv has no name, only invisible characters.');
  if (name.length > HABIT_NAME_MAX_LENGTH) {
    throw invalid(
      `The habit name "${name.slice(0, 40)}…" is longer than ${HABIT_NAME_MAX_LENGTH}.`,
    );
  }
  const notes: string[] = [];
  const description = [habit.question, habit.description]
    .map((text, at) => checkedText(text, at === 0 ? 'question' : 'description'))
    .filter(Boolean)
    .join('\n\n')
    .slice(0, HABIT_TEXT_MAX_LENGTH);
  const numeric = habit.numeric || habit.checkmarks.some(({ value }) => value > LOOP_VALUE.skip);
  const known = habit.checkmarks.filter(({ value, date }) => {
    if (value < LOOP_VALUE.unknown) {
      throw invalid(`${name}: ${date} has the value ${value}, which Loop never writes.`);
    }
    if (date < EARLIEST_DATE) {
      throw invalid(`${name}: ${date} is before ${EARLIEST_DATE}, which Loop never writes.`);
    }
    return value !== LOOP_VALUE.unknown && date <= today;
  });
  if (habit.checkmarks.some(({ date, value }) => date > today && value !== LOOP_VALUE.yesAuto)) {
    notes.push('Days after today were left out.');
  }
  const firstDate = known.reduce<string | null>(
    (first, { date }) => (first === null || date < first ? date : first),
    null,
  );
  const base = { name, description, archivedInLoop: habit.archived, firstDate };
  if (habit.archived) notes.push('Archived in Loop: imported as an active habit.');

  if (!numeric) {
    const { frequency, targetCount, note } = mapLoopFrequency(habit.numerator, habit.denominator);
    if (note) notes.push(note);
    const days = known.flatMap(({ date, value }): ImportedDay[] => {
      if (value === LOOP_VALUE.yesManual) return [{ entryDate: date, status: 'done', count: 1 }];
      if (value === LOOP_VALUE.skip) return [{ entryDate: date, status: 'skipped', count: 0 }];
      if (value === LOOP_VALUE.no) return [{ entryDate: date, status: 'done', count: 0 }];
      return [];
    });
    return { ...base, frequency, targetCount, days: sorted(days), notes };
  }

  const perDay = habit.targetValue / habit.denominator;
  const unit = habit.unit ? ` ${habit.unit}` : '';
  if (habit.denominator > 1) {
    notes.push(
      `Loop's target of ${habit.targetValue}${unit} in ${habit.denominator} days is a daily ` +
        `target here.`,
    );
  }
  if (habit.targetType === 'AT_MOST') {
    notes.push(
      `Loop's "at most ${habit.targetValue}${unit}" becomes a yes/no habit, done on each day ` +
        'within the limit; the amounts are not kept.',
    );
    const days = known.map(({ date, value }): ImportedDay => {
      if (value === LOOP_VALUE.skip) return { entryDate: date, status: 'skipped', count: 0 };
      const within = value / AMOUNT_SCALE <= perDay;
      return { entryDate: date, status: 'done', count: within ? 1 : 0 };
    });
    return { ...base, frequency: 'daily', targetCount: 1, days: sorted(days), notes };
  }
  const targetCount = Math.max(1, Math.ceil(perDay));
  if (!inRange(targetCount, LOOP_VALUE_BOUNDS.targetCount)) {
    throw invalid(
      `Habit "${name}": its target of ${targetCount}${unit} a day is out of range ` +
        `${rangeText(LOOP_VALUE_BOUNDS.targetCount)}. Lower it in Loop and export again.`,
    );
  }
  let rounded = !Number.isInteger(perDay);
  const days = known.map(({ date, value }): ImportedDay => {
    if (value === LOOP_VALUE.skip) return { entryDate: date, status: 'skipped', count: 0 };
    if (value % AMOUNT_SCALE !== 0) rounded = true;
    const count = Math.round(value / AMOUNT_SCALE);
    if (!inRange(count, LOOP_VALUE_BOUNDS.dayCount)) {
      throw invalid(
        `Habit "${name}": its amount of ${count}${unit} on ${date} is out of range ` +
          `${rangeText(LOOP_VALUE_BOUNDS.dayCount)}.`,
      );
    }
    return { entryDate: date, status: 'done', count };
  });
  if (rounded) notes.push('Amounts and the target are rounded to whole numbers.');
  return { ...base, frequency: 'daily', targetCount, days: sorted(days), notes };
}

function sorted(days: ImportedDay[]): ImportedDay[] {
  return days.sort((a, b) => (a.entryDate < b.entryDate ? -1 : a.entryDate > b.entryDate ? 1 : 0));
}

/** The text cleaned as every text the app keeps (see cleanText), after the checks of JSON text. */
function checkedText(text: string, what: string, lines: TextLines = 'multi'): string {
  const problem = textProblem(text);
  if (problem) throw invalid(`A habit's ${what} cannot be read: ${problem}`);
  return cleanText(text, lines);
}

function invalid(message: string): HabitsException {
  return new HabitsException(HabitsErrorCode.InvalidImport, message);
}
