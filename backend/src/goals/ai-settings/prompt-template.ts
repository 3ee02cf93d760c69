/**
 * Prompt templates: text with `{{name}}` slots (spaces inside the braces allowed). Filling is
 * one pass over the template, so a value is inserted once and never read again: an answer that
 * says `{{outline}}` stays those very characters. No expression is ever evaluated.
 */

const SLOT = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
/** Anything that looks like a slot, valid name or not, for validation. */
const ANY_SLOT = /\{\{([^{}]*)\}\}/g;

/** The template with each known slot replaced by its value; unknown slots are left as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  // A replacer function, not a replacement string: `$&` or `$1` in a value are kept as typed.
  return template.replace(SLOT, (slot, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : slot,
  );
}

/** The names of the slots a template uses, each once, in order of first use. */
export function placeholdersIn(template: string): string[] {
  const names = [...template.matchAll(ANY_SLOT)].map((match) => (match[1] ?? '').trim());
  return [...new Set(names)];
}

/** How a placeholder is written in a template and in messages. */
export function slot(name: string): string {
  return `{{${name}}}`;
}
