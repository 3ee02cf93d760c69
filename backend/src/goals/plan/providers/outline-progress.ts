import { Allow, parse } from 'partial-json';

/**
 * The titles of the milestones complete so far in the text of an outline still being written.
 * A title cut off mid-string is left out (partial strings are not accepted), so every title
 * returned is whole.
 */
export function milestoneTitlesSoFar(text: string): string[] {
  let outline: unknown;
  try {
    outline = parse(text, Allow.OBJ | Allow.ARR);
  } catch {
    return [];
  }
  if (typeof outline !== 'object' || outline === null || !('milestones' in outline)) return [];
  const { milestones } = outline;
  if (!Array.isArray(milestones)) return [];
  return milestones.flatMap((milestone: unknown) => {
    const title =
      typeof milestone === 'object' && milestone !== null && 'title' in milestone
        ? milestone.title
        : undefined;
    return typeof title === 'string' && title.trim() !== '' ? [title.trim()] : [];
  });
}
