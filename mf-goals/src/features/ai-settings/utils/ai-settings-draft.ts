import {
  AI_PROMPT_MAX_LENGTH,
  type AiPromptKey,
  type AiPrompts,
  type AiSettings,
  type UpdateAiSettingsRequest,
} from '@goalcoach/contracts';

/** The templates in the order the generator uses them, with what each one is for. */
export const PROMPT_FIELDS: readonly { key: AiPromptKey; label: string; hint: string }[] = [
  { key: 'system', label: 'System prompt', hint: 'Sets the coach’s role for every request.' },
  {
    key: 'outline',
    label: 'Plan outline',
    hint: 'Asks for the milestones and weekly checkpoints.',
  },
  {
    key: 'tasks',
    label: 'Weekly tasks',
    hint: 'Asks for the daily tasks of one checkpoint’s week.',
  },
  { key: 'refine', label: 'Milestone refinement', hint: 'Reworks one milestone from feedback.' },
];

export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 2;
export const TEMPERATURE_STEP = 0.1;

/** What the form edits; the temperature as typed, so "0." can be on its way to "0.5". */
export type AiSettingsDraft = { prompts: AiPrompts; model: string; temperature: string };

export type DraftProblems = {
  prompts: Partial<Record<AiPromptKey, string>>;
  model?: string;
  temperature?: string;
};

export function draftOf(settings: AiSettings): AiSettingsDraft {
  return {
    prompts: { ...settings.prompts },
    model: settings.model,
    temperature: String(settings.temperature),
  };
}

/** The placeholders a template must hold but does not (the server refuses such a template). */
export function missingPlaceholders(template: string, required: readonly string[]): string[] {
  return required.filter((placeholder) => !template.includes(placeholder));
}

/** What keeps the draft from being saved; placeholders are left to the server's answer. */
export function draftProblems(draft: AiSettingsDraft): DraftProblems {
  const problems: DraftProblems = { prompts: {} };
  for (const { key, label } of PROMPT_FIELDS) {
    const template = draft.prompts[key];
    if (template.trim() === '') problems.prompts[key] = `${label} is required`;
    else if (template.length > AI_PROMPT_MAX_LENGTH)
      problems.prompts[key] = `${label} must be at most ${AI_PROMPT_MAX_LENGTH} characters`;
  }
  if (draft.model.trim() === '') problems.model = 'Model is required';
  const temperature = Number(draft.temperature);
  if (
    draft.temperature.trim() === '' ||
    !Number.isFinite(temperature) ||
    temperature < TEMPERATURE_MIN ||
    temperature > TEMPERATURE_MAX
  ) {
    problems.temperature = `Temperature must be between ${TEMPERATURE_MIN} and ${TEMPERATURE_MAX}`;
  }
  return problems;
}

export function hasProblems(problems: DraftProblems): boolean {
  return (
    Object.keys(problems.prompts).length > 0 ||
    problems.model !== undefined ||
    problems.temperature !== undefined
  );
}

export function requestOf(draft: AiSettingsDraft): UpdateAiSettingsRequest {
  return {
    prompts: draft.prompts,
    model: draft.model.trim(),
    temperature: Math.round(Number(draft.temperature) * 100) / 100,
  };
}
