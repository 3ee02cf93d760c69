/** Trimmed text, or null when there is none (a blank field is stored as none). */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Lines back into a stored text; none is null. */
export function linesText(lines: readonly string[]): string | null {
  return lines.length === 0 ? null : lines.join('\n');
}
