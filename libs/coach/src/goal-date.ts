/**
 * The date a goal names for its event or its deadline, as written: "in February", "by summer",
 * "on 14 February", "before Christmas", "by the end of March 2027". Seasons are the northern
 * hemisphere's (summer is June to August): the answers say nothing of where the person lives.
 */
export interface GoalDate {
  /** As a sentence says it, capitalised: "February", "Summer", "14 February", "Christmas". */
  name: string;
  /** Its first month, 0 for January … 11 for December. */
  month: number;
  /** Months it spans: 1 for a month, 3 for a season; a named day spans its day only. */
  months: number;
  /** The day of the month, when the goal names one ("14 February", Christmas). */
  day: number | null;
  /** "by" or "before": the goal is done before it begins (or by its end: "by the end of May"). */
  by: boolean;
  /** "by the end of May": the deadline is its last day. */
  end: boolean;
  /** "next year", or "next <month>". */
  nextYear: boolean;
  /** A year written with it ("October 2027"). */
  year: number | null;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A season's first month and how many it spans; Christmas is a day. */
const SEASONS: Readonly<Record<string, { month: number; months: number; day?: number }>> = {
  spring: { month: 2, months: 3 },
  summer: { month: 5, months: 3 },
  autumn: { month: 8, months: 3 },
  fall: { month: 8, months: 3 },
  winter: { month: 11, months: 3 },
  christmas: { month: 11, months: 1, day: 25 },
};

const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)?';
const LEAD = '\\b(in|by|before|this|next|for|on|until)\\s+(?:the\\s+)?(end\\s+of\\s+)?';
const YEAR = '(\\s+next\\s+year|,?\\s+(\\d{4}))?';
const MONTH_DATE = new RegExp(
  `${LEAD}(?:${ORDINAL}\\s+(?:of\\s+)?)?(${MONTH_NAMES.join('|')})(?:\\s+${ORDINAL}\\b)?${YEAR}`,
  'i',
);
const SEASON_DATE = new RegExp(`${LEAD}(${Object.keys(SEASONS).join('|')})\\b${YEAR}`, 'i');

const capitalised = (word: string) => word.replace(/^./, (letter) => letter.toUpperCase());

/** The date the goal's own sentence names, else null. */
export function goalDateOf(goal: string): GoalDate | null {
  const month = MONTH_DATE.exec(goal);
  if (month) {
    const [, lead = '', end, dayBefore, name = '', dayAfter, yearWords, year] = month;
    const index = MONTH_NAMES.indexOf(name.toLowerCase());
    const day = validDay(Number(dayBefore ?? dayAfter));
    return {
      name: day ? `${day} ${capitalised(name.toLowerCase())}` : capitalised(name.toLowerCase()),
      month: index,
      months: 1,
      day,
      ...timing(lead, end, yearWords, year),
    };
  }
  const season = SEASON_DATE.exec(goal);
  if (!season) return null;
  const [, lead = '', end, name = '', yearWords, year] = season;
  const known = SEASONS[name.toLowerCase()];
  if (!known) return null;
  return {
    name: capitalised(name.toLowerCase()),
    month: known.month,
    months: known.months,
    day: known.day ?? null,
    ...timing(lead, end, yearWords, year),
  };
}

function timing(
  lead: string,
  end: string | undefined,
  yearWords: string | undefined,
  year: string | undefined,
): Pick<GoalDate, 'by' | 'end' | 'nextYear' | 'year'> {
  const word = lead.toLowerCase();
  return {
    by: word === 'by' || word === 'before' || word === 'until',
    end: Boolean(end),
    nextYear: word === 'next' || Boolean(yearWords?.includes('next')),
    year: year ? Number(year) : null,
  };
}

const validDay = (day: number): number | null =>
  Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;

const DAY_MS = 86_400_000;

/** "Sunday 14 February": a UTC day as a plan's sentence names it. */
export const dayText = (date: Date): string =>
  date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** The UTC day `days` after a `YYYY-MM-DD` date. */
export const addDays = (date: string, days: number): Date =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS);

/**
 * The days the date covers for a plan starting on `start` (UTC midnight): the first and the
 * last. "By May" is the days before May (so its last is 30 April), unless May has begun (then
 * May's end); a month without a year is the next one to come.
 */
export function dateSpan(date: GoalDate, start: Date): { first: Date; last: Date } {
  const startYear = start.getUTCFullYear();
  let year = date.year ?? startYear + (date.nextYear ? 1 : 0);
  const spanOf = (from: number) => {
    const first = new Date(Date.UTC(from, date.month, date.day ?? 1));
    const last = date.day ? first : new Date(Date.UTC(from, date.month + date.months, 1) - DAY_MS);
    return { first, last };
  };
  if (date.year === null && !date.nextYear && spanOf(year).last < start) year += 1;
  const span = spanOf(year);
  if (!date.by) return span;
  if (date.end || span.first <= start) return { first: start, last: span.last };
  return { first: start, last: new Date(span.first.getTime() - DAY_MS) };
}
