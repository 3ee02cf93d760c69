/** Characters that start inline Markdown (emphasis, code, links, HTML, headings, tables). */
const INLINE_MARKUP = /[\\`*_[\]<>#|~]/g;
/** What makes a line a list item, a setext underline or a numbered item. */
const LINE_MARKUP = /^([-+=]|\d+[.)])/;

/** One line of the user's text as literal Markdown: its markup characters are escaped. */
function escapeLine(line: string): string {
  const escaped = line.trim().replace(INLINE_MARKUP, (char) => `\\${char}`);
  return escaped.replace(LINE_MARKUP, (marker) =>
    marker.length === 1 ? `\\${marker}` : `${marker.slice(0, -1)}\\${marker.slice(-1)}`,
  );
}

/** Text for a heading, a list item or a table cell: one line. */
export function inlineText(text: string): string {
  return escapeLine(text.replace(/\s+/g, ' '));
}

/**
 * Text of several lines and paragraphs, as the user wrote it: a line break stays a line break
 * (two trailing spaces), an empty line starts a new paragraph. `indent` prefixes every line
 * (a list item's continuation, a block quote).
 */
export function blockText(text: string, indent = ''): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => `${indent}${escapeLine(line)}`)
        .join('  \n'),
    )
    .join(`\n${indent.trimEnd()}\n`);
}
