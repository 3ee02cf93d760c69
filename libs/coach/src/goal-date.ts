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
  /** How a sentence says it: "in February", "on 14 February", "by March", "before Christmas". */
  phrase: string;
  /** "by the end of May": the deadline is its last day. */
  end: boolean;
  /** "next year" ("next <month>" is the coming one, like a month alone). */
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
// "the" only before "end of" or a day: "join the march" names no month.
const LEAD =
  '\\b(in|by|before|this|next|for|on|until)\\s+(?:(?:the\\s+)?(end\\s+of)\\s+|the\\s+(?=\\d))?';
const YEAR = '(\\s+next\\s+year|,?\\s+(\\d{4}))?';
// A number after the month that counts something is no day: "in May 3 times a week".
const NOT_A_DAY = '(?!\\s*(?:times|x\\b|km|mi|miles|hours?|minutes?|days?|weeks?|kg|lb))';
const MONTH_DATE = new RegExp(
  `${LEAD}(?:${ORDINAL}\\s+(?:of\\s+)?)?(${MONTH_NAMES.join('|')})(?:\\s+${ORDINAL}\\b${NOT_A_DAY})?${YEAR}`,
  'gi',
);
const SEASON_DATE = new RegExp(`${LEAD}(${Object.keys(SEASONS).join('|')})\\b${YEAR}`, 'i');
/** Month names that are also words ("this may be hard", "march for the climate"): capitalised only. */
const ALSO_WORDS = new Set(['may', 'march']);

const capitalised = (word: string) => word.replace(/^./, (letter) => letter.toUpperCase());

/** The date the goal's own sentence names, else null. */
export function goalDateOf(goal: string): GoalDate | null {
  const month = [...goal.matchAll(MONTH_DATE)].find(
    ([, , , , name = '']) => !ALSO_WORDS.has(name) || /^\p{Lu}/u.test(name),
  );
  if (month) {
    const [, lead = '', end, dayBefore, name = '', dayAfter, yearWords, year] = month;
    const day = validDay(Number(dayBefore ?? dayAfter));
    const written = capitalised(name.toLowerCase());
    return dated(day ? `${day} ${written}` : written, lead, end, yearWords, year, {
      month: MONTH_NAMES.indexOf(name.toLowerCase()),
      months: 1,
      day,
    });
  }
  const season = SEASON_DATE.exec(goal);
  if (!season) return null;
  const [, lead = '', end, name = '', yearWords, year] = season;
  const known = SEASONS[name.toLowerCase()];
  if (!known) return null;
  return dated(capitalised(name.toLowerCase()), lead, end, yearWords, year, {
    month: known.month,
    months: known.months,
    day: known.day ?? null,
  });
}

function dated(
  name: string,
  lead: string,
  end: string | undefined,
  yearWords: string | undefined,
  year: string | undefined,
  when: Pick<GoalDate, 'month' | 'months' | 'day'>,
): GoalDate {
  const timed = timing(lead, end, yearWords, year);
  const word = lead.toLowerCase();
  const preposition = timed.by ? (word === 'until' ? 'by' : word) : when.day ? 'on' : 'in';
  const phrase = `${preposition} ${timed.end ? 'the end of ' : ''}${name}`;
  return { name, phrase, ...when, ...timed };
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
    nextYear: Boolean(yearWords?.includes('next')),
    year: year ? Number(year) : null,
  };
}

const validDay = (day: number): number | null =>
  Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;

export const DAY_MS = 86_400_000;

/** UTC midnight of a `YYYY-MM-DD` date. */
export const utcDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

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
  new Date(utcDay(date).getTime() + days * DAY_MS);

/**
 * The days the date covers for a plan starting on `start` (UTC midnight): the first and the
 * last. "Before May" is the days before May (so its last is 30 April), unless May has begun
 * (then May's end); "by 14 February" includes the 14th; a month without a year is the next one
 * to come; a day its month does not have is the month's last ("31 February").
 */
export function dateSpan(date: GoalDate, start: Date): { first: Date; last: Date } {
  let year = date.year ?? start.getUTCFullYear() + (date.nextYear ? 1 : 0);
  const spanOf = (from: number) => {
    const monthEnd = new Date(Date.UTC(from, date.month + date.months, 1) - DAY_MS);
    if (!date.day) return { first: new Date(Date.UTC(from, date.month, 1)), last: monthEnd };
    const day = new Date(Date.UTC(from, date.month, Math.min(date.day, monthEnd.getUTCDate())));
    return { first: day, last: day };
  };
  if (date.year === null && !date.nextYear && spanOf(year).last < start) year += 1;
  const span = spanOf(year);
  if (!date.by) return span;
  const inclusive = date.end || (date.day !== null && !date.phrase.startsWith('before'));
  if (inclusive || span.first <= start) return { first: start, last: span.last };
  return { first: start, last: new Date(span.first.getTime() - DAY_MS) };
}
