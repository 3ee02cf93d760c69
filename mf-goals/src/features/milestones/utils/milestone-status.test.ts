import { milestoneStatusView } from './milestone-status';

describe('milestoneStatusView', () => {
  it.each([
    ['upcoming', 'Upcoming'],
    ['in_progress', 'In Progress'],
    ['complete', 'Complete'],
    ['not_started', 'Upcoming'],
    ['whatever', 'Upcoming'],
  ])('shows %s as %s', (status, label) => {
    expect(milestoneStatusView(status).label).toBe(label);
  });
});
