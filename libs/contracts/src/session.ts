/**
 * A time zone's offset from UTC and how long it holds (until the zone's next change, or a day
 * at most): enough for a client to tell the user's date without the zone's rules, whose first
 * use costs a phone a tenth of a second.
 */
export interface ZoneOffset {
  /** Minutes ahead of UTC: 60 in Berlin in winter, -420 in Los Angeles in summer. */
  minutes: number;
  /** ISO instant up to which `minutes` holds. */
  until: string;
}

/** `GET /api/auth/user`: the signed-in user (401 when signed out). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  timeZone: string;
  /**
   * `timeZone`'s offset when the answer was made. Always sent; absent from a user that a device
   * kept for offline use before it was.
   */
  zoneOffset?: ZoneOffset;
}
