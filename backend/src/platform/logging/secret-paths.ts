/**
 * Paths that are themselves secrets. A private calendar feed's address, `/calendar/<token>.ics`,
 * holds the feed's only key, so nothing after `/calendar/` may reach a log: not the exact
 * address, nor any other form a client sends (another case, no suffix, a trailing slash, a
 * query, percent-encoded letters), nor a wrong guess.
 */

/** What a log line shows instead of whatever followed `/calendar/`. */
const MASKED_SECRET = '<token>';

/** `/` as a path holds it, or percent-encoded. */
const SLASH = '(?:/|%2f)';

/**
 * One letter, also percent-encoded in either case (`c`, `C`, `%63`, `%43`): the router decodes
 * a path before it matches it, so `/%63alendar/<token>.ics` is the feed too.
 */
function letter(char: string): string {
  const hex = (value: string) => `%${value.charCodeAt(0).toString(16)}`;
  return `(?:${char}|${hex(char.toLowerCase())}|${hex(char.toUpperCase())})`;
}

/**
 * `/calendar/` and what follows it up to a character no URL in a log holds raw (white space, a
 * quote, a backslash of a JSON escape, angle brackets). `/api` before it is kept apart: the
 * feed's settings calls live under `/api/calendar/`.
 */
const SECRET_PATH = new RegExp(
  `(${SLASH}api)?${SLASH}${[...'calendar'].map(letter).join('')}${SLASH}([^\\s"'\`\\\\<>]+)`,
  'gi',
);

/** The settings calls (`/api/calendar/feed`, `.../reset`): no secret, so shown as they are. */
const SETTINGS_CALL = /^feed(?:\/reset)?$/;

/**
 * `text` with every feed address masked: `/calendar/<token>`, whatever followed `/calendar/`.
 * Used on every log line as written, so no field (URL, message, stack, error) can carry a token.
 */
export function maskSecretPaths(text: string): string {
  return text.replace(SECRET_PATH, (whole, api: string | undefined, rest: string) => {
    if (api === '/api' && SETTINGS_CALL.test(rest)) return whole;
    return `${api ?? ''}/calendar/${MASKED_SECRET}`;
  });
}
