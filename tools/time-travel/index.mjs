// The moments the date-sensitive tests travel to. Each names the account's zone: a day is the
// person's day, so the same instant is another date in Berlin than in New York.

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

/** [name, zone, wall-clock time, fast] */
const MOMENTS = [
  ['the 1st of a month, morning', BERLIN, '2027-04-01T09:00', false],
  ['31 December, 23:59', BERLIN, '2026-12-31T23:59', false],
  ['1 January, 00:01', BERLIN, '2027-01-01T00:01', true],
  ['the spring DST change in Berlin, after it', BERLIN, '2026-03-29T03:30', true],
  ['the autumn DST change in Berlin, 23:59', BERLIN, '2026-10-25T23:59', false],
  ['the spring DST change in New York, 00:01', NEW_YORK, '2026-03-08T00:01', false],
  ['the autumn DST change in New York, evening', NEW_YORK, '2026-11-01T20:00', true],
  ['29 February 2028', BERLIN, '2028-02-29T12:00', false],
  ['a Monday, 00:01', NEW_YORK, '2026-12-07T00:01', false],
  ['a Sunday, 23:59', BERLIN, '2026-12-06T23:59', false],
];

const datePart = (parts, type) => parts.find((part) => part.type === type)?.value ?? '';

const wallClocks = new Map();

export function wallClockIn(instant, zone) {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map((type) =>
    datePart(parts, type),
  );
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

export function dateIn(instant, zone) {
  return wallClockIn(instant, zone).slice(0, 10);
}

export function instantAt(local, zone) {
  // Guess the instant as if the wall clock were UTC, then correct by the zone's offset there;
  // a second pass settles a guess that landed on the other side of a DST change.
  const asUtc = Date.parse(`${local}:00Z`);
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = Date.parse(`${wallClockIn(new Date(instant), zone)}:00Z`);
    instant += asUtc - shown;
  }
  const found = new Date(instant);
  if (wallClockIn(found, zone) !== local) {
    throw new Error(`${local} does not exist in ${zone} (a DST change skips it)`);
  }
  return found;
}

export function shiftDate(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export const TIME_TRAVEL_MOMENTS = Object.freeze(
  MOMENTS.map(([name, zone, local, fast]) => {
    const instant = instantAt(local, zone);
    return Object.freeze({ name, zone, local, instant, today: dateIn(instant, zone), fast });
  }),
);

export function timeTravelMoments() {
  return process.env.TIME_TRAVEL === 'all'
    ? TIME_TRAVEL_MOMENTS
    : TIME_TRAVEL_MOMENTS.filter((moment) => moment.fast);
}
