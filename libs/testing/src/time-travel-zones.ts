import { afterAll, beforeAll } from 'vitest';

/**
 * 25 hours apart: at any instant their calendar dates differ, so at least one of them is not
 * on the account's date.
 */
const FAR_APART = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;

function dateIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes `zone` is ahead of UTC at `instant`, read from its wall clock. */
function offsetMinutes(instant: Date, zone: string): number {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The zone as the session answer made at `answeredAt` gives it (SessionUser): its offset then,
 * holding a day ahead or up to the zone's next change.
 */
export function sessionZoneAt(
  zone: string,
  answeredAt: Date,
): { timeZone: string; zoneOffset: { minutes: number; until: string } } {
  const minutes = offsetMinutes(answeredAt, zone);
  const holdsAt = (time: number) => offsetMinutes(new Date(time), zone) === minutes;
  let holds = answeredAt.getTime();
  let changed = holds + 24 * HOUR_MS;
  if (holdsAt(changed)) holds = changed;
  while (changed - holds > MINUTE_MS) {
    const middle = holds + Math.floor((changed - holds) / 2);
    if (holdsAt(middle)) holds = middle;
    else changed = middle;
  }
  return { timeZone: zone, zoneOffset: { minutes, until: new Date(holds).toISOString() } };
}

type ProcessZone = { where: string; zone: string };

/**
 * The zones the process (jsdom's browser) runs a time-travel spec in: the account's own, where
 * a browser usually is and a 23- or 25-hour day shows in its local dates too; and one whose
 * date at the moment is another day, where reading the process's zone (or UTC's) instead of
 * the account's gives the wrong day.
 */
export function processZonesFor(moment: { zone: string; instant: Date; today: string }) {
  const elsewhere =
    FAR_APART.find((zone) => dateIn(moment.instant, zone) !== moment.today) ?? FAR_APART[0];
  const zones: ProcessZone[] = [
    { where: "the browser in the account's zone", zone: moment.zone },
    { where: `the browser in ${elsewhere}, on another date`, zone: elsewhere },
  ];
  return zones;
}

/** Runs the enclosing `describe` with the process's local time zone set to `zone`. */
export function inProcessZone(zone: string): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    // Node applies a TZ set at run time to Date's local time and Intl's default zone.
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
