/**
 * The control characters a TEXT value of iCalendar may not hold (RFC 5545 allows none but tab):
 * C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F), except tab, and the line breaks the writer
 * escapes as `\n` (CR, LF, CRLF). A stored text may carry any of them (a paste, an import), and
 * a calendar app may refuse the whole feed for one.
 */
const FORBIDDEN_CONTROLS = /[^\P{Cc}\t\n\r]/gu;

/** `text` without the control characters iCalendar forbids; every other character stays. */
export function icsText(text: string): string {
  return text.replace(FORBIDDEN_CONTROLS, '');
}
