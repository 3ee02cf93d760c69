import type { GoalKind } from './goal-kind.js';
import type { GoalReading, RatePeriod } from './goal-reading.js';
import { pluralOf } from './answer-words.js';
import { PLAN_DAYS } from './coach-output.js';
import { DAYS_PER_MONTH, goalQuantity, rateTotal } from './goal-target.js';
import { DAY_MS, dateSpan, dayText, utcDay } from './goal-date.js';

/**
 * What 90 days can honestly reach, when the goal counts something: a debt at the amount a month
 * the person has (with the interest they named), savings at theirs, weight at a safe rate, a
 * newcomer's count, a race after the plan ends. The plan states it in one sentence, its last
 * phase aims at the reachable figure, and no task promises the rest.
 */
export interface Reach {
  /** Shown on the goal page. */
  sentence: string;
  /** `{reach}`: the figure these 90 days reach, with its unit ("$9,300", "9 kg"). */
  reach: string;
  /** What the plan's quantities count to instead of the whole target (paid, saved, lost...). */
  target: number;
  /** `{ready}`: for a race after the plan, the day its 12-week race plan starts. */
  ready: string;
}

const PLAN_MONTHS = PLAN_DAYS / DAYS_PER_MONTH;
const RACE_PLAN_WEEKS = 12;
/** A base block before race training builds to about half the race: its long run, its runs. */
const BASE_SHARE = 0.5;

export function reachOf(
  kind: GoalKind,
  reading: GoalReading,
  startDate: string | undefined,
  write: (amount: number, exact?: boolean) => string,
): Reach | null {
  const measure = kind.measure;
  const found = goalQuantity(kind, reading);
  if (!measure || !found) return otherRate(reading) ?? laterDate(reading, startDate);
  if (found.per !== null) return rateReach(found.value, found.per, write);
  const target = found.value;
  const pace = measure.pace;
  if (!pace) return laterDate(reading, startDate);
  switch (pace.by) {
    case 'payments':
      return debtReach(target, reading, write);
    case 'deposits':
      return savingReach(target, reading, write);
    case 'rate':
      return rateLimitedReach(target, pace.perWeek[found.unit] ?? pace.perWeek[''], write);
    case 'newcomer':
      return target <= pace.most
        ? null
        : {
            sentence: `Few people reach ${write(target)} in their first 90 days; these 90 days aim for about ${write(pace.most)}, and the rate that takes you on from there.`,
            reach: write(pace.most),
            target: pace.most,
            ready: '',
          };
    case 'race':
      return raceReach(target, reading, startDate) ?? laterDate(reading, startDate);
    case 'needed':
      return neededReach(target, write);
  }
}

/** Units a rate may be written in that read better as another word: "3 times a week" are sessions. */
const RATE_UNITS: Record<string, string> = { time: 'session', '': 'time' };

/** A rate of the goal in a unit its kind does not count ("go to the gym 3 times a week"). */
function otherRate(reading: GoalReading): Reach | null {
  const rate = reading.quantities.find((quantity) => quantity.per !== null && !quantity.money);
  if (!rate || rate.per === null) return null;
  const unit = RATE_UNITS[rate.unit] ?? rate.unit;
  const write = (amount: number) => {
    const rounded = Math.round(amount);
    return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? unit : pluralOf(unit)}`;
  };
  return rateReach(rate.value, rate.per, write);
}

/** A goal counting toward a number of its own: the rate a week it needs, said plainly. */
function neededReach(target: number, write: (n: number) => string): Reach {
  const weekly = target / (PLAN_DAYS / 7);
  return {
    sentence: `Reaching ${write(target)} in 90 days takes about ${write(weekly)} a week: the first weeks measure your real rate, and the plan's figure for day 90 follows from it.`,
    reach: write(target),
    target,
    ready: '',
  };
}

/** A month the goal names after the plan ends: the plan is the first block toward it. */
function laterDate(reading: GoalReading, startDate: string | undefined): Reach | null {
  const month = monthAfterPlan(reading, startDate);
  if (!month) return null;
  return {
    sentence: `${month.name} is after these 90 days: this plan is the first block toward it, with the rest to follow from ${month.nextDay}.`,
    reach: '',
    target: 0,
    ready: month.nextDay,
  };
}

function rateReach(value: number, per: RatePeriod, write: (amount: number) => string): Reach {
  const total = rateTotal(value, per) ?? value;
  return {
    sentence: `At ${write(value)} a ${per}, these 90 days come to about ${write(total)}.`,
    reach: write(total),
    target: total,
    ready: '',
  };
}

/** The interest rate a year the answers name ("19.9% APR"), as a share; 0 when none. */
function yearlyRate(reading: GoalReading): number | null {
  const found = /(\d+(?:\.\d+)?)\s?%\s*(?:apr|interest|a year|per year|annual)?/i.exec(
    reading.allText,
  );
  const rate = found ? Number(found[1]) / 100 : null;
  return rate !== null && rate > 0 && rate < 1 ? rate : null;
}

function debtReach(
  total: number,
  reading: GoalReading,
  write: (n: number) => string,
): Reach | null {
  if (reading.moneyPerWeek === null) return null;
  const monthly = (reading.moneyPerWeek * 52) / 12;
  const yearly = yearlyRate(reading);
  const r = (yearly ?? 0) / 12;
  const months = r === 0 ? total / monthly : -Math.log(1 - (r * total) / monthly) / Math.log(1 + r);
  if (Number.isFinite(months) && months <= PLAN_MONTHS) return null;
  const growth = (1 + r) ** PLAN_MONTHS;
  const left =
    r === 0 ? total - monthly * PLAN_MONTHS : total * growth - (monthly * (growth - 1)) / r;
  const assumption = yearly === null ? ' (before interest)' : '';
  if (!Number.isFinite(months) || left >= total) {
    return {
      sentence: `At ${write(monthly)} a month the interest grows faster than the payments: these 90 days find a bigger payment or a lower rate first.`,
      reach: write(total),
      target: monthly * PLAN_MONTHS,
      ready: '',
    };
  }
  return {
    sentence: `At ${write(monthly)} a month this is clear in about ${monthsText(months)}${assumption}; these 90 days take it to about ${write(left)}.`,
    reach: write(left),
    target: total - left,
    ready: '',
  };
}

function savingReach(
  total: number,
  reading: GoalReading,
  write: (n: number) => string,
): Reach | null {
  if (reading.moneyPerWeek === null) return null;
  const monthly = (reading.moneyPerWeek * 52) / 12;
  const months = total / monthly;
  if (months <= PLAN_MONTHS) return null;
  const saved = monthly * PLAN_MONTHS;
  return {
    sentence: `At ${write(monthly)} a month this takes about ${monthsText(months)}; these 90 days put about ${write(saved)} aside.`,
    reach: write(saved),
    target: saved,
    ready: '',
  };
}

function rateLimitedReach(
  total: number,
  perWeek: number | undefined,
  write: (n: number, exact?: boolean) => string,
): Reach | null {
  if (!perWeek) return null;
  const weeks = PLAN_DAYS / 7;
  const reachable = perWeek * weeks;
  if (total <= reachable) return null;
  return {
    sentence: `At a safe ${write(perWeek, true)} a week this takes about ${monthsText((total / perWeek) * (7 / DAYS_PER_MONTH))}; these 90 days aim for about ${write(reachable)}.`,
    reach: write(reachable),
    target: reachable,
    ready: '',
  };
}

/** The date the goal names for its event, when it begins after the plan's last day. */
function monthAfterPlan(
  reading: GoalReading,
  startDate: string | undefined,
): { name: string; phrase: string; date: Date; planEnd: Date; nextDay: string } | null {
  if (!startDate || !reading.date) return null;
  const start = utcDay(startDate);
  const span = dateSpan(reading.date, start);
  const planEnd = new Date(start.getTime() + (PLAN_DAYS - 1) * DAY_MS);
  // "By May" ends the day before May: only a deadline after the plan's last day is beyond it.
  const date = reading.date.by ? span.last : span.first;
  if (date <= planEnd) return null;
  return {
    name: reading.date.name,
    phrase: reading.date.phrase,
    date,
    planEnd,
    nextDay: dayText(new Date(planEnd.getTime() + DAY_MS)),
  };
}

/** A race in a named month after the plan's 90 days: the plan is the base block before it. */
function raceReach(
  target: number,
  reading: GoalReading,
  startDate: string | undefined,
): Reach | null {
  const month = monthAfterPlan(reading, startDate);
  if (!month) return null;
  const ready = new Date(
    Math.max(month.date.getTime() - RACE_PLAN_WEEKS * 7 * DAY_MS, month.planEnd.getTime() + DAY_MS),
  );
  return {
    sentence: `Your race ${month.phrase} is after these 90 days: this plan builds your base, ready to start a 12-week race plan on ${dayText(ready)}.`,
    reach: '',
    target: target * BASE_SHARE,
    ready: dayText(ready),
  };
}

function monthsText(months: number): string {
  const whole = Math.ceil(months - 0.05);
  if (whole < 24) return `${whole} months`;
  const years = Math.round(months / 6) / 2;
  return `${years.toLocaleString('en-US')} years`;
}
