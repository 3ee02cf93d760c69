import { API_TRACKING_START, type GoalHistoryRow } from '@goalcoach/contracts';
import type { BadgeVariant } from '@goalcoach/ui';

export type TrackingStatus = { label: string; variant: BadgeVariant };

const TRACKING_START_MS = Date.parse(API_TRACKING_START);

/**
 * The badge: 'API Tracked' when the goal's plan has recorded model calls, 'Pre-Tracking' when
 * it was created before tracking began and could have none. For a goal created since then
 * without calls, either of those badges would be untrue ('API Tracked' promises calls the usage
 * report does not hold): 'Offline Plan' when the built-in offline planner wrote the plan (it
 * calls no model), else 'No API Calls' (a model plan whose first call has not ended yet, or
 * that failed before asking).
 */
export function trackingStatus(
  row: Pick<GoalHistoryRow, 'created_at' | 'tracked_api_call' | 'plan_source'>,
): TrackingStatus {
  if (row.tracked_api_call) return { label: 'API Tracked', variant: 'success' };
  if (Date.parse(row.created_at) < TRACKING_START_MS) {
    return { label: 'Pre-Tracking', variant: 'secondary' };
  }
  if (row.plan_source === 'offline') return { label: 'Offline Plan', variant: 'outline' };
  return { label: 'No API Calls', variant: 'outline' };
}
