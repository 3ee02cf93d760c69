import { API_TRACKING_START, type GoalHistoryRow } from '@goalcoach/contracts';
import type { BadgeVariant } from '@goalcoach/ui';

export type TrackingStatus = { label: string; variant: BadgeVariant };

const TRACKING_START_MS = Date.parse(API_TRACKING_START);

/**
 * SPEC §2's badge. A goal whose plan has recorded model calls is 'API Tracked'; one created
 * before tracking began could not have any, so it is 'Pre-Tracking'. A goal created since then
 * without recorded calls had its plan written by the built-in offline planner (no model, no
 * cost): 'Pre-Tracking' would be untrue there, and 'API Tracked' would promise calls the usage
 * report does not hold, so it says 'Not Tracked'.
 */
export function trackingStatus(
  row: Pick<GoalHistoryRow, 'created_at' | 'tracked_api_call'>,
): TrackingStatus {
  if (row.tracked_api_call) return { label: 'API Tracked', variant: 'success' };
  if (Date.parse(row.created_at) < TRACKING_START_MS) {
    return { label: 'Pre-Tracking', variant: 'secondary' };
  }
  return { label: 'Not Tracked', variant: 'outline' };
}
