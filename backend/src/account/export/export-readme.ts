import type { ExportKind } from './export-kinds.js';

/** A file of the person's own, as the export names it under `files/`. */
export interface ExportedFile {
  name: string;
  describes: string;
}

/** README.txt: what each file of the export holds, for whoever opens it, years from now. */
export function exportReadme(
  kinds: readonly ExportKind[],
  files: readonly ExportedFile[],
  exportedAt: Date,
): string {
  const lines = [
    'GoalCoach: everything in your account',
    `Exported ${exportedAt.toISOString()}`,
    '',
    'account.json',
    '  Your profile (name, e-mail, time zone, when you joined), your reminder settings, and',
    '  whether you have a calendar feed of your tasks (its secret address is not included).',
    '',
    'Each kind of record is here twice, with the same fields: as JSON (a list of records) and',
    'as CSV (a row each, UTF-8, for spreadsheets). Dates are YYYY-MM-DD, in your own time zone;',
    'times are ISO 8601 with their UTC offset. Ids link the files: a task names its goal by',
    'goalId, an entry its habit by habitId. In the CSV files, a text that starts with =, +, -,',
    "@, a tab or a line break starts with an added ' there, so that no spreadsheet runs it as a",
    'formula; the JSON files hold every text exactly as you wrote it.',
    '',
  ];
  for (const kind of kinds) {
    lines.push(`${kind.file}.json, ${kind.file}.csv`, `  A record is ${kind.describes}.`, '');
  }
  lines.push('files/');
  if (files.length === 0) lines.push('  Nothing: you had uploaded no image or voice note.');
  for (const file of files) lines.push(`  ${file.name}: ${file.describes}`);
  lines.push('');
  return lines.join('\r\n');
}
