import { GOAL_ANSWER_FIELDS, type CreateGoalRequest } from '@goalcoach/contracts';

/**
 * The wizard's answers as typed so far, kept on the device until the goal is created or the
 * draft discarded, so Back, a close or a reload loses nothing. One per person: the key holds
 * the user's id, so another account on the device never sees it. Signing out removes every
 * key under `goalcoach:draft:` (the shell's endLocalSession).
 */
export type WizardDraft = { answers: CreateGoalRequest; step: number };

export const draftKey = (userId: string) => `goalcoach:draft:goal-wizard:${userId}`;

function isDraft(value: unknown): value is WizardDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { answers, step } = value as Partial<Record<keyof WizardDraft, unknown>>;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0) return false;
  if (typeof answers !== 'object' || answers === null) return false;
  const fields = answers as Record<string, unknown>;
  return GOAL_ANSWER_FIELDS.every((field) => typeof fields[field] === 'string');
}

export function hasAnswers(answers: CreateGoalRequest): boolean {
  return GOAL_ANSWER_FIELDS.some((field) => answers[field].trim() !== '');
}

/** The kept draft, or null when there is none (or storage is unavailable or holds junk). */
export function readDraft(userId: string): WizardDraft | null {
  try {
    const stored = localStorage.getItem(draftKey(userId));
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) && hasAnswers(parsed.answers) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; one with nothing typed is no draft. */
export function saveDraft(userId: string, draft: WizardDraft): void {
  try {
    if (hasAnswers(draft.answers)) localStorage.setItem(draftKey(userId), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(userId));
  } catch {
    // A full or blocked storage only costs the draft, never the wizard.
  }
}

export function discardDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // As above: nothing kept, nothing to remove.
  }
}
