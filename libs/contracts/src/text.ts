/**
 * Text lengths as the app counts them. A limit "of n characters" counts Unicode code points,
 * as PostgreSQL's char_length and varchar(n) do, so the page, the validation and the database
 * agree ('🎯' is one, '❤️' is two: the heart and its emoji variation selector).
 */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `max` code points of the text (a surrogate pair is never split). */
export function firstChars(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

let segmenter: Intl.Segmenter | undefined;

/** Made on first use: building one loads the locale's break rules (tens of ms on a phone). */
function graphemes(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/** The number of characters a person sees: a flag, a skin-toned or ZWJ emoji is one. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes().segment(text)) count += 1;
  return count;
}

/** The first `max` characters a person sees (a pasted third emoji is dropped whole). */
export function firstGraphemes(text: string, max: number): string {
  let result = '';
  let count = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (count === max) break;
    result += segment;
    count += 1;
  }
  return result;
}

/**
 * The text cut to its first `max` characters a person sees, then an ellipsis (no space before
 * it); a text that fits comes back as it is. An emoji at the cut is kept or dropped whole.
 */
export function truncateGraphemes(text: string, max: number): string {
  const kept = firstGraphemes(text, max);
  return kept.length === text.length ? text : `${kept.trimEnd()}…`;
}

const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const KEYCAP = /^[0-9#*]\uFE0F?\u20E3$/u;

/** True when every character a person sees in `text` is an emoji (a flag and a keycap count). */
export function isAllEmoji(text: string): boolean {
  let any = false;
  for (const { segment } of graphemes().segment(text)) {
    if (!PICTOGRAPH.test(segment) && !KEYCAP.test(segment)) return false;
    any = true;
  }
  return any;
}
