import { format, parseISO } from 'date-fns';
import { type DayState, nextDayState } from '../../../shared/lib/day-state';

const STATE_WORDS: Record<DayState, string> = {
  done: 'done',
  partial: 'partly done',
  skipped: 'skipped',
  none: 'not done',
};

const ACTION_WORDS: Record<Exclude<DayState, 'partial'>, string> = {
  done: 'mark done',
  skipped: 'mark skipped',
  none: 'clear it',
};

/** 'Mon, Nov 16' from YYYY-MM-DD (a local calendar day). */
function shortDayName(date: string): string {
  return format(parseISO(date), 'EEE, MMM d');
}

/** What a day button shows: the weekday's letter and the day of the month ('M', '16'). */
export function shownDay(date: string): { weekday: string; day: string } {
  const parsed = parseISO(date);
  return { weekday: format(parsed, 'EEEEE'), day: format(parsed, 'd') };
}

export type DayButtonContext = {
  /** Named so that a day button says which habit it belongs to, out of its card. */
  habitName?: string;
  beforeCreation?: boolean;
  restDay?: boolean;
  progress?: string;
};

/**
 * The day button's name: 'M 16 (Mon, Nov 16), Morning run: done. Activate to mark skipped.'
 * It starts with what the button shows, so a speech user can say what they see.
 */
export function dayButtonLabel(
  date: string,
  state: DayState,
  { habitName, beforeCreation = false, restDay = false, progress }: DayButtonContext = {},
): string {
  const { weekday, day: dayOfMonth } = shownDay(date);
  const day = [
    `${weekday} ${dayOfMonth} (${shortDayName(date)})`,
    habitName ? `, ${habitName}` : '',
    restDay ? ' (not one of its days)' : '',
  ].join('');
  if (beforeCreation) return `${day}: before this habit started.`;
  const stateWords =
    state === 'partial' && progress ? `partly done (${progress})` : STATE_WORDS[state];
  return `${day}: ${stateWords}. Activate to ${ACTION_WORDS[nextDayState(state)]}.`;
}
