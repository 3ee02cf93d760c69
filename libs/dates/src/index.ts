export {
  addDays,
  compareIsoDates,
  daysBetween,
  formatCalendarDate,
  formatShortCalendarDate,
} from './calendar-dates';
export { todayCalendarDate, type UserZone } from './today';
