export {
  addDays,
  daysBetween,
  formatCalendarDate,
  formatShortCalendarDate,
  todayCalendarDate,
} from './calendar-dates';
