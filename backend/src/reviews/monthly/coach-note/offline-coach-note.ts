import type { CoachNoteInput } from './coach-note-input.js';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** A sentence from a line a person wrote: ends with a full stop unless it has its own. */
const asSentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);

function confidenceComment(average: number): string {
  if (average >= 8) return 'you trust yourself, so keep the bar high';
  if (average >= 6) return 'solid ground to build on';
  if (average >= 4) return 'small, sure wins will lift it';
  return 'go easy on yourself and make the next steps smaller';
}

/**
 * The coach's note without a language model: 2-3 sentences composed from the month's figures
 * (consistency, confidence, and a next step from the areas to improve), with the advice of
 * the field of the person's goal when the offline coach planned it. Deterministic.
 */
export function offlineCoachNote({ monthName, daysSoFar, figures, field }: CoachNoteInput): string {
  const { averageConfidence, daysCheckedIn, progressDays, tasksCompleted } = figures;
  const tasks = tasksCompleted > 0 ? `completed ${plural(tasksCompleted, 'task')}` : null;
  const [area] = figures.areasToImprove;
  const nextStep = area
    ? `Next month, put your attention on this: ${asSentence(area)}`
    : daysCheckedIn < daysSoFar
      ? 'Next month, aim to check in on a few more days: looking back each evening is what moves you forward.'
      : 'Next month, keep the same rhythm and raise one goal a notch.';

  // The field's advice: a month with the daily action on fewer than half its days slipped.
  const slipped = daysCheckedIn === 0 || progressDays * 2 < daysSoFar;
  const advice = field
    ? [`For your ${field.label.toLowerCase()} plan: ${slipped ? field.slipping : field.steady}`]
    : [];

  if (daysCheckedIn === 0) {
    return [
      `You did not check in during ${monthName}${tasks ? `, but you ${tasks}` : ''}.`,
      "A one-minute check-in each evening will show you what works and make next month's review worth reading.",
      ...(area ? [nextStep] : []),
      ...advice,
    ].join(' ');
  }
  return [
    `In ${monthName} you checked in on ${daysCheckedIn} of ${plural(daysSoFar, 'day')}, ` +
      `did your daily action on ${progressDays} of them ` +
      `(best run: ${plural(figures.totalStreakDays, 'day')} in a row)` +
      `${tasks ? ` and ${tasks}` : ''}.`,
    // Only a confidence people gave is spoken of (older check-ins derived it from Yes/No).
    ...(averageConfidence === null
      ? []
      : [
          `Your average confidence was ${averageConfidence}/10: ${confidenceComment(averageConfidence)}.`,
        ]),
    nextStep,
    ...advice,
  ].join(' ');
}
