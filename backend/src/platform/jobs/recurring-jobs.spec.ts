import { describe, expect, it } from '@jest/globals';
import { RECURRING_OFFER_INTERVAL_MS, msUntilNextOffer } from './recurring-jobs.js';

const at = (iso: string) => Date.parse(iso);

describe('msUntilNextOffer', () => {
  it('waits for one second past the next whole minute', () => {
    expect(msUntilNextOffer(at('2026-11-25T13:11:30.000Z'))).toBe(31_000);
    expect(msUntilNextOffer(at('2026-11-25T13:11:59.500Z'))).toBe(1_500);
  });

  it('waits a whole interval when an offer has just been made', () => {
    expect(msUntilNextOffer(at('2026-11-25T13:12:01.000Z'))).toBe(RECURRING_OFFER_INTERVAL_MS);
  });

  it('offers within the margin of a minute that has just begun', () => {
    expect(msUntilNextOffer(at('2026-11-25T13:12:00.250Z'))).toBe(750);
  });
});
