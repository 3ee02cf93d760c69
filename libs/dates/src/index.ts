export { formatCalendarDate, formatShortCalendarDate, todayCalendarDate } from './calendar-dates';
