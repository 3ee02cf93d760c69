import type { BadgeVariant } from '@goalcoach/ui';

export type MilestoneStatusView = { label: string; variant: BadgeVariant };

const UPCOMING: MilestoneStatusView = { label: 'Upcoming', variant: 'secondary' };

const VIEWS: Record<string, MilestoneStatusView> = {
  upcoming: UPCOMING,
  in_progress: { label: 'In Progress', variant: 'warning' },
  complete: { label: 'Complete', variant: 'success' },
};

/** Unknown values (and `not_started`) read as upcoming. */
export function milestoneStatusView(status: string): MilestoneStatusView {
  return VIEWS[status] ?? UPCOMING;
}
