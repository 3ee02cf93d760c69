import { ACCOUNT_TIME_ZONE } from './account-calendar.js';

/**
 * The phone the first-hour journeys run on: 390 × 844 held upright (an iPhone 14's size), touch
 * only, so Back is the system gesture and `(pointer: coarse)` styles apply; the browser's day
 * is the accounts' own. `test.use(PHONE)`.
 */
export const PHONE = {
  timezoneId: ACCOUNT_TIME_ZONE,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
