/** The text on one line, cut at a word boundary to at most `max` characters. */
export function shorten(text, max) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}
export function sentenceStart(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
