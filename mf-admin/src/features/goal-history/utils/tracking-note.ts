import { API_TRACKING_START } from '@goalcoach/contracts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'July 2, 2025 at 8:40 UTC', from the contract's constant. */
export function trackingStartText(start: string = API_TRACKING_START): string {
  const at = new Date(start);
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${day.format(at)} at ${at.getUTCHours()}:${minutes} UTC`;
}
