import type { CreateGoalRequest } from '@goalcoach/contracts';

/** Short phrases cut from the answers, ready to stand inside a sentence. */
export interface AnswerWords {
  goal: string;
  why: string;
  vision: string;
  resources: string;
  obstacle: string;
  style: string;
  change: string;
}

export function answerWords(answers: CreateGoalRequest): AnswerWords {
  return {
    goal: phrase(answers.goal, 60),
    why: phrase(answers.why, 80),
    vision: phrase(answers.vision, 80),
    resources: phrase(answers.resources, 80),
    obstacle: phrase(answers.obstacles, 60),
    style: phrase(answers.workingStyle, 60),
    change: phrase(answers.change, 80),
  };
}

/** Replaces `{name}` by the phrase of that name. */
export function fillIn(template: string, words: AnswerWords): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in words ? words[name as keyof AnswerWords] : match,
  );
}

/** The text on one line, cut at a word boundary to at most `max` characters. */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** A phrase to quote mid-sentence: its first sentence, shortened, with no closing stop. */
function phrase(text: string, max: number): string {
  const firstSentence = text.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  return lowerFirst(shorten(firstSentence, max).replace(/[.!?]+$/, ''));
}

/** "Run a marathon" → "run a marathon", but "I want…" and "NASA…" keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
