import { REVIEW_TEXT_MAX_LENGTH } from '@goalcoach/contracts';

/** The last generated line when the month's lines did not all fit: more were left out. */
export const LINES_LEFT_OUT = '…';

/** A text after a refresh, and the generated lines written into it. */
export interface RefreshedText {
  text: string | null;
  generated: string[];
}

/** The non-empty lines of a stored text, trimmed. */
function storedLines(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first lines that fit in `room` characters once joined; when not all fit, those that fit
 * with a last LINES_LEFT_OUT line (the month's first lines are kept, in date order).
 */
export function linesWithin(lines: readonly string[], room: number): string[] {
  if (lines.join('\n').length <= room) return [...lines];
  const kept: string[] = [];
  let length = LINES_LEFT_OUT.length;
  for (const line of lines) {
    if (length + line.length + 1 > room) break;
    kept.push(line);
    length += line.length + 1;
  }
  return length <= room ? [...kept, LINES_LEFT_OUT] : [];
}

/**
 * A text after a refresh: the new generated lines, then what the person added by hand, i.e.
 * the current lines minus those the last generation wrote (each taken out once, so a line the
 * person wrote that happens to equal a generated one stays). Null when nothing is left. The
 * generated lines take only the room the person's leave within `maxLength`, so a refresh never
 * makes a text too long to edit or add to.
 */
export function refreshedText(
  current: string | null,
  previousGenerated: string | null,
  generated: readonly string[],
  maxLength = REVIEW_TEXT_MAX_LENGTH,
): RefreshedText {
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
  const manualLength = manual.length === 0 ? 0 : manual.join('\n').length + 1;
  const written = linesWithin(generated, maxLength - manualLength);
  const lines = [...written, ...manual];
  return { text: lines.length === 0 ? null : lines.join('\n'), generated: written };
}
