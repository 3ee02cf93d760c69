import { AI_PROMPT_MAX_LENGTH, type AiPromptKey, charCount } from '@goalcoach/contracts';
import { AI_PROMPT_KEYS, PROMPT_PLACEHOLDERS } from '../plan/providers/plan-prompts.js';
import { placeholdersIn, slot } from './prompt-template.js';

/** The placeholders a template must contain, written as in a template (`{{answers}}`). */
export function requiredPlaceholders(): Record<AiPromptKey, string[]> {
  return Object.fromEntries(
    AI_PROMPT_KEYS.map((key) => [key, PROMPT_PLACEHOLDERS[key].required.map(slot)]),
  ) as Record<AiPromptKey, string[]>;
}

/** What is wrong with one template, in words for an admin; empty when it can be used. */
export function templateProblems(key: AiPromptKey, template: unknown): string[] {
  const name = `The ${key} prompt`;
  if (typeof template !== 'string') return [`${name} is required`];
  if (template.trim() === '') return [`${name} must not be empty`];
  if (charCount(template) > AI_PROMPT_MAX_LENGTH) {
    return [`${name} must be at most ${AI_PROMPT_MAX_LENGTH} characters`];
  }
  const { required, optional } = PROMPT_PLACEHOLDERS[key];
  const known = new Set([...required, ...optional]);
  const used = placeholdersIn(template);
  const missing = required
    .filter((placeholder) => !used.includes(placeholder))
    .map((placeholder) => `${name} must contain ${slot(placeholder)}`);
  const allowed =
    known.size === 0 ? 'it takes none' : `it may use ${[...known].map(slot).join(', ')}`;
  const unknown = used
    .filter((placeholder) => !known.has(placeholder))
    .map((placeholder) => `${name} has an unknown placeholder ${slot(placeholder)} (${allowed})`);
  return [...missing, ...unknown];
}

/** What is wrong with a set of templates: each one's problems, and any key that is not a prompt. */
export function promptProblems(prompts: Readonly<Record<string, unknown>>): string[] {
  const keys: readonly string[] = AI_PROMPT_KEYS;
  const strangers = Object.keys(prompts)
    .filter((key) => !keys.includes(key))
    .map((key) => `There is no ${key} prompt (the prompts are ${AI_PROMPT_KEYS.join(', ')})`);
  return [...AI_PROMPT_KEYS.flatMap((key) => templateProblems(key, prompts[key])), ...strangers];
}
