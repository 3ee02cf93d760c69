/** Lines back into a stored text; none is null. */
export function linesText(lines: readonly string[]): string | null {
  return lines.length === 0 ? null : lines.join('\n');
}
