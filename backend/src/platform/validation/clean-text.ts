/**
 * Whether a text field takes line breaks. Names, titles and task texts are one line: they are
 * shown in lists, badges and calendar event titles. Answers, descriptions, notes, reflections
 * and reviews may have many.
 */
export type TextLines = 'single' | 'multi';

/** Every way of ending a line (CRLF, CR, NEL, the Unicode line and paragraph separators). */
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;

/**
 * C0 controls but tab and line feed, DEL, and the C1 controls. Nobody types them; shown raw
 * they ring bells or start terminal escape sequences, and a calendar feed passes them on.
 * NUL is not among them: a text with NUL is refused, not mended (see textProblem).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0001-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Tabs and line feeds, which a one-line field turns into a space. */
const LINE_SPACE = /[\t\n]+/g;

/**
 * Bidi embeddings, overrides and isolates: in a name they make the text display in another
 * order than it is stored ("gnp.exe" shown as "exe.png"), and nothing shows where they are.
 */
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/g;

/** White space and format characters (zero-width space, joiners, BOM, soft hyphen...). */
const INVISIBLE = /^[\s\p{Cf}]$/u;

/**
 * Format characters that mean something at the start of a text: they attach to the digits
 * after them (the Arabic number sign U+0600, the Syriac abbreviation mark, ...).
 */
const KEPT_AT_START = /^[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]$/u;

/** Tag characters: the tail of a flag such as England's, after the black flag they belong to. */
const KEPT_AT_END = /^[\u{E0020}-\u{E007F}]$/u;

/**
 * The text of a field as it is kept: line breaks written LF, control characters gone, and, in
 * a one-line field, no tab, line break or bidi override. White space and format characters
 * are trimmed off both ends, so a text of nothing else is empty (blank); inside the text they
 * stay, as they may mean something there (the ZWJ of 👩‍💻, a ZWNJ in Persian).
 */
export function cleanText(text: string, lines: TextLines = 'multi'): string {
  let clean = text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
  if (lines === 'single') clean = clean.replace(LINE_SPACE, ' ').replace(BIDI_OVERRIDE, '');
  return trimInvisible(clean);
}

/**
 * The text without white space and format characters at either end. One pass from each end
 * (no backtracking regular expression, which could take quadratic time on a long body).
 */
export function trimInvisible(text: string): string {
  const chars = Array.from(text);
  let start = 0;
  while (start < chars.length && trimmable(chars[start], KEPT_AT_START)) start += 1;
  let end = chars.length;
  while (end > start && trimmable(chars[end - 1], KEPT_AT_END)) end -= 1;
  return start === 0 && end === chars.length ? text : chars.slice(start, end).join('');
}

function trimmable(char: string | undefined, kept: RegExp): boolean {
  return char !== undefined && INVISIBLE.test(char) && !kept.test(char);
}
