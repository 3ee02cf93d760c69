import { describe, expect, it } from '@jest/globals';
import { postgresZoneNames, repairedZone, zoneKnownToBoth } from './time-zone-names.js';

// A few of PostgreSQL's names: `localtime` is PostgreSQL's own; `US/Pacific-New` is not there.
const postgres = postgresZoneNames(
  ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'localtime'].map((name) => ({ name })),
);

describe('zoneKnownToBoth', () => {
  it('takes a zone both know, in any case, as PostgreSQL spells it', () => {
    expect(zoneKnownToBoth('Europe/Berlin', postgres)).toBe('Europe/Berlin');
    expect(zoneKnownToBoth('europe/BERLIN', postgres)).toBe('Europe/Berlin');
  });

  it('refuses a zone only this process knows, one only PostgreSQL knows, and nonsense', () => {
    expect(zoneKnownToBoth('US/Pacific-New', postgres)).toBeUndefined();
    expect(zoneKnownToBoth('localtime', postgres)).toBeUndefined();
    expect(zoneKnownToBoth('Mars/Olympus', postgres)).toBeUndefined();
  });
});

describe('repairedZone', () => {
  it('keeps a zone both know, as PostgreSQL spells it', () => {
    expect(repairedZone('Europe/Berlin', postgres)).toBe('Europe/Berlin');
    expect(repairedZone('utc', postgres)).toBe('UTC');
  });

  it('turns a zone PostgreSQL lacks into the one this process takes it for', () => {
    expect(repairedZone('US/Pacific-New', postgres)).toBe('America/Los_Angeles');
  });

  it('falls back to UTC when nothing better is known to both', () => {
    expect(repairedZone('Mars/Olympus', postgres)).toBe('UTC');
    expect(repairedZone('localtime', postgres)).toBe('UTC');
  });
});
