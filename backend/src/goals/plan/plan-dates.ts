import { addDays } from '../../platform/clock/calendar-date.js';
import { weekDays } from '@goalcoach/coach';
import { PLAN_RULES } from './plan-schema.js';

/** The date of plan day `day` (day 1 is the start date). */
export function planDayDate(startDate: string, day: number): string {
  return addDays(startDate, day - 1);
}

export function planEndDate(startDate: string): string {
  return planDayDate(startDate, PLAN_RULES.days);
}

export function weekDates(startDate: string, week: number): { startDate: string; endDate: string } {
  const { first, last } = weekDays(week);
  return { startDate: planDayDate(startDate, first), endDate: planDayDate(startDate, last) };
}

/**
 * Each milestone runs from the start of its first week to the day before the next milestone
 * (the first from day 1, the last to day 90), so the phases cover the plan without gaps.
 */
export function datedMilestones<T extends { checkpoints: readonly { week: number }[] }>(
  startDate: string,
  milestones: readonly T[],
): { milestone: T; startDate: string; endDate: string }[] {
  const firstWeeks = milestones.map((milestone) =>
    Math.min(...milestone.checkpoints.map((checkpoint) => checkpoint.week)),
  );
  return milestones.map((milestone, index) => {
    const firstDay = index === 0 ? 1 : weekDays(firstWeeks[index] ?? 1).first;
    const next = firstWeeks[index + 1];
    const lastDay = next === undefined ? PLAN_RULES.days : weekDays(next).first - 1;
    return {
      milestone,
      startDate: planDayDate(startDate, firstDay),
      endDate: planDayDate(startDate, lastDay),
    };
  });
}
