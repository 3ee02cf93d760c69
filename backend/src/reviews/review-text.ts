/** A bullet the check-in dialog types ("• "), or one a person typed ("- ", "* "). */
const BULLET = /^\s*(?:[•◦▪‣∙·]\s*|[-*]\s+)/;

/** Trimmed text, or null when there is none (a blank field is stored as none). */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The non-empty lines of a bullet text, each without its bullet and trimmed. */
export function textLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line !== '');
}

/** Lines back into a stored text; none is null. */
export function linesText(lines: readonly string[]): string | null {
  return lines.length === 0 ? null : lines.join('\n');
}
