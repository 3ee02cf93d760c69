import { API_TRACKING_START } from '@goalcoach/contracts';
import { trackingStatus } from './tracking-status';
import { trackingStartText } from './tracking-note';

const BEFORE = '2025-07-02T08:39:59.999Z';
const AFTER = '2025-07-02T08:40:00.000Z';

describe('trackingStatus', () => {
  it("is 'API Tracked' when the goal's plan has recorded model calls", () => {
    expect(
      trackingStatus({ created_at: AFTER, tracked_api_call: true, plan_source: 'ai' }).label,
    ).toBe('API Tracked');
  });

  it("is 'Pre-Tracking' for an untracked goal created before tracking began", () => {
    expect(
      trackingStatus({ created_at: BEFORE, tracked_api_call: false, plan_source: 'offline' }).label,
    ).toBe('Pre-Tracking');
  });

  it("is 'Offline Plan' for a goal created since then whose plan called no model", () => {
    expect(
      trackingStatus({
        created_at: API_TRACKING_START,
        tracked_api_call: false,
        plan_source: 'offline',
      }).label,
    ).toBe('Offline Plan');
    expect(
      trackingStatus({ created_at: AFTER, tracked_api_call: false, plan_source: 'offline' }).label,
    ).toBe('Offline Plan');
  });
});

describe('trackingStatus of a model plan without calls', () => {
  it("is 'No API Calls' once tracking was on (its first call still running, or none made)", () => {
    expect(
      trackingStatus({ created_at: AFTER, tracked_api_call: false, plan_source: 'ai' }).label,
    ).toBe('No API Calls');
    expect(
      trackingStatus({ created_at: BEFORE, tracked_api_call: false, plan_source: 'ai' }).label,
    ).toBe('Pre-Tracking');
  });
});

describe('trackingStartText', () => {
  it('names the moment tracking began, in UTC', () => {
    expect(trackingStartText()).toBe('July 2, 2025 at 8:40 UTC');
    expect(trackingStartText('2026-01-15T17:05:00Z')).toBe('January 15, 2026 at 17:05 UTC');
  });
});
