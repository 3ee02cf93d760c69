import type { GoalKind } from '../goal-kind.js';
import { enduranceRunning } from './endurance-running.js';
import { GENERAL_KIND_DATA } from './general.js';

/**
 * Every kind the offline coach knows, listed by hand (the backend is ESM: no folder globbing).
 * Order matters only for ties. A new kind is a new file here plus one line below.
 */
export const GOAL_KINDS: readonly GoalKind[] = [enduranceRunning];

/** For goals of no known kind. */
export const GENERAL_KIND: GoalKind = GENERAL_KIND_DATA;

/** The label and month's advice of the kind with this id; null for an id no longer known. */
export function kindAdvice(id: string): { label: string; steady: string; slipping: string } | null {
  const kind = [...GOAL_KINDS, GENERAL_KIND].find((one) => one.id === id);
  return kind ? { label: kind.label, ...kind.coachAdvice } : null;
}

/** The label of the kind with this id; null for an id this release no longer knows. */
export function kindLabel(id: string): string | null {
  return [...GOAL_KINDS, GENERAL_KIND].find((kind) => kind.id === id)?.label ?? null;
}
