const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const KEYCAP = /^[0-9#*]\uFE0F?\u20E3$/u;

/** True when every character a person sees in `text` is an emoji (a flag and a keycap count). */
export function isAllEmoji(text: string): boolean {
  let any = false;
  for (const { segment } of graphemes.segment(text)) {
    if (!PICTOGRAPH.test(segment) && !KEYCAP.test(segment)) return false;
    any = true;
  }
  return any;
}
