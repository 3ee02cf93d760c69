/** The text on one line, cut at a word boundary to at most `max` characters. */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first sentence of an answer, without its closing stop. */
export function firstSentence(text: string): string {
  return (text.trim().split(/(?<=[.!?])\s+/)[0] ?? '').replace(/[.!?]+$/, '');
}

/** "Run 3 km" → "run 3 km", but "I…" and "NASA…" keep their capitals. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

const TRAILING_SMALL_WORDS =
  /(?:\s+(?:a|an|the|in|on|at|of|to|for|by|with|and|or|under|over|your|you|my|so|that|because))+$/i;

/** The text without the small words it ends on: "… with your" → "…". */
export function withoutTrailingSmallWords(text: string): string {
  return text.replace(TRAILING_SMALL_WORDS, '');
}

/** "book" → "books", "match" → "matches", "story" → "stories". */
export function pluralOf(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
