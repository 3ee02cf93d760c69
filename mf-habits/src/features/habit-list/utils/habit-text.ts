/** SPEC §9: how much of each text a habit card shows. */
export const DESCRIPTION_MAX = 60;
export const GOAL_NAME_MAX = 50;
export const GOAL_CONNECTION_MAX = 80;

/** The first `max` characters, with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

/** SPEC §2: the linked goal's name without the word 'transformative', spaces tidied. */
export function goalNameForCard(goalName: string): string {
  const cleaned = goalName
    .replace(/\btransformative\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  return truncate(cleaned, GOAL_NAME_MAX);
}
