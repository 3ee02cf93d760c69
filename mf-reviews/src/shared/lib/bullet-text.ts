import { stripReviewBullet } from '@goalcoach/contracts';

/** Every line of wins and lessons starts with this bullet. */
export const BULLET = '• ';

/**
 * The field's next value after an edit: the first character typed into an empty field starts
 * the first bullet line. Text that already starts with a bullet, or only whitespace, stays.
 */
export function withFirstBullet(previous: string, next: string): string {
  if (previous !== '' || next.trim() === '' || next.trimStart().startsWith('•')) return next;
  return BULLET + next;
}

export type TextEdit = { value: string; caret: number };

/** Enter: a new line starting with a bullet at the caret, replacing any selected text. */
export function insertBulletLine(
  value: string,
  selectionStart: number,
  selectionEnd: number,
): TextEdit {
  const before = value.slice(0, selectionStart);
  const inserted = before === '' ? BULLET : `\n${BULLET}`;
  return {
    value: before + inserted + value.slice(selectionEnd),
    caret: selectionStart + inserted.length,
  };
}

/** The text to save: lines that are only a bullet (an Enter too many) dropped, then trimmed. */
export function cleanBulletText(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => stripReviewBullet(line) !== '')
    .join('\n')
    .trim();
}
