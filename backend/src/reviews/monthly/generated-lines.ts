/** The non-empty lines of a stored text, trimmed. */
function storedLines(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * A text after a refresh: the new generated lines, then what the person added by hand, i.e.
 * the current lines minus those the last generation wrote (each taken out once, so a line the
 * person wrote that happens to equal a generated one stays). Null when nothing is left.
 */
export function refreshedText(
  current: string | null,
  previousGenerated: string | null,
  generated: readonly string[],
): string | null {
  const toRemove = new Map<string, number>();
  for (const line of storedLines(previousGenerated)) {
    toRemove.set(line, (toRemove.get(line) ?? 0) + 1);
  }
  const manual = storedLines(current).filter((line) => {
    const left = toRemove.get(line) ?? 0;
    if (left === 0) return true;
    toRemove.set(line, left - 1);
    return false;
  });
  const lines = [...generated, ...manual];
  return lines.length === 0 ? null : lines.join('\n');
}
