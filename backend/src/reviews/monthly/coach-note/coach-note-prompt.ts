import { createHash } from 'node:crypto';
import type { CoachNoteInput } from './coach-note-input.js';

/** Lines of each kind shown to the model, and their length: enough to be specific. */
const MAX_LINES = 10;
const MAX_LINE_LENGTH = 200;

export const COACH_NOTE_SYSTEM_PROMPT = [
  'You are an encouraging, practical goal coach.',
  'You write a short note to a person about their month, from their own check-ins and reviews.',
  'Write 2-3 sentences of plain text: no lists, no headings, no greeting or sign-off.',
  'Mention their consistency and confidence, and end with one concrete next step.',
].join(' ');

function section(title: string, lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  return [
    `${title}:`,
    ...lines.slice(0, MAX_LINES).map((line) => `- ${line.slice(0, MAX_LINE_LENGTH)}`),
  ];
}

/** The month's confidence as the person gave it, or why there is none. */
function confidenceLine({ averageConfidence, daysCheckedIn }: CoachNoteInput['figures']): string {
  if (averageConfidence !== null) return `${averageConfidence}/10`;
  return daysCheckedIn === 0 ? 'no check-ins' : 'not given';
}

/** The user message: the month's figures and (some of) the person's own words. */
export function coachNotePrompt({ monthName, daysSoFar, figures }: CoachNoteInput): string {
  return [
    `Month: ${monthName}`,
    `- Days checked in: ${figures.daysCheckedIn} of ${daysSoFar}`,
    `- Days with the daily action done: ${figures.progressDays}`,
    `- Longest run of such days: ${figures.totalStreakDays}`,
    `- Average confidence: ${confidenceLine(figures)}`,
    `- Tasks completed: ${figures.tasksCompleted}`,
    ...section('Wins', figures.wins),
    ...section('Lessons', figures.lessons),
    ...section('Areas to improve', figures.areasToImprove),
    '',
    "Write the coach's note for this month.",
  ].join('\n');
}

/** The model a note is asked of, and how freely it may write. */
export interface CoachNoteModel {
  model: string;
  temperature: number;
}

/**
 * What a note is written from, as a hash: the same for the same prompts, model and temperature,
 * so a refresh of data that has not changed can keep a model-written note instead of asking
 * again, and a change of model writes a new one.
 */
export function coachNoteInputHash(
  input: CoachNoteInput,
  { model, temperature }: CoachNoteModel,
): string {
  return createHash('sha256')
    .update(JSON.stringify([model, temperature, COACH_NOTE_SYSTEM_PROMPT, coachNotePrompt(input)]))
    .digest('hex');
}
