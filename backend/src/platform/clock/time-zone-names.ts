/**
 * A user's zone is used on both sides: by this process (Intl, date-fns) for "today" and by
 * PostgreSQL (`AT TIME ZONE`) in the admin lists and the reminder schedule. Each side ships its
 * own copy of the time zone database, and they differ (Node still knows `US/Pacific-New`,
 * which PostgreSQL 13+ dropped), so a zone is valid only when both know it.
 */

export const UNKNOWN_TIME_ZONE = 'Time zone must be an IANA time zone such as Europe/Berlin';

/** PostgreSQL's zone names (`pg_timezone_names`), keyed by lower case: it ignores case. */
export type PostgresZoneNames = ReadonlyMap<string, string>;

export const POSTGRES_ZONE_NAMES_SQL = 'SELECT name FROM pg_timezone_names';

export function postgresZoneNames(rows: readonly { name: string }[]): PostgresZoneNames {
  return new Map(rows.map(({ name }) => [name.toLowerCase(), name]));
}

/** The name this process gives the zone, or undefined when it does not know it. */
function intlZoneOf(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone as PostgreSQL spells it when both sides know it, else undefined. */
export function zoneKnownToBoth(zone: string, postgres: PostgresZoneNames): string | undefined {
  const spelled = postgres.get(zone.toLowerCase());
  return spelled !== undefined && intlZoneOf(spelled) !== undefined ? spelled : undefined;
}

/**
 * What a stored zone that one side does not know becomes: the zone this process takes it for
 * (`US/Pacific-New` is `America/Los_Angeles`) when PostgreSQL knows that one, else UTC.
 */
export function repairedZone(zone: string, postgres: PostgresZoneNames): string {
  const known = zoneKnownToBoth(zone, postgres);
  if (known !== undefined) return known;
  const intl = intlZoneOf(zone);
  return (intl !== undefined && zoneKnownToBoth(intl, postgres)) || 'UTC';
}
