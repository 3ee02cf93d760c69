/** The goal name on a milestone's badge is cut at 30 characters. */
const GOAL_BADGE_NAME_LENGTH = 30;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The goal's name for a milestone's badge: at most 30 characters, then an ellipsis. Counts
 * characters as people see them (grapheme clusters), so an emoji made of several code points
 * (a family joined by ZWJ, a flag, a skin tone) counts once and is never cut in half.
 */
export function goalBadgeName(name: string): string {
  const characters = Array.from(graphemes.segment(name), (part) => part.segment);
  if (characters.length <= GOAL_BADGE_NAME_LENGTH) return name;
  return `${characters.slice(0, GOAL_BADGE_NAME_LENGTH).join('').trimEnd()}…`;
}
