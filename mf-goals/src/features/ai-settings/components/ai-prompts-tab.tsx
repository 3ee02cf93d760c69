import { AI_PROMPT_MAX_LENGTH, type AiPromptKey, type AiPrompts } from '@goalcoach/contracts';
import { cn, Field, Textarea } from '@goalcoach/ui';
import { missingPlaceholders, PROMPT_FIELDS, type DraftProblems } from '../utils/ai-settings-draft';
import './ai-prompts-tab.css';

export type AiPromptsTabProps = {
  prompts: AiPrompts;
  requiredPlaceholders: Record<AiPromptKey, string[]>;
  problems: DraftProblems['prompts'];
  readOnly: boolean;
  onChange: (key: AiPromptKey, value: string) => void;
};

/** One textarea per template, each listing the placeholders it must keep. */
export function AiPromptsTab({
  prompts,
  requiredPlaceholders,
  problems,
  readOnly,
  onChange,
}: AiPromptsTabProps) {
  return (
    <div className="gc-stack">
      {PROMPT_FIELDS.map(({ key, label, hint }) => {
        const required = requiredPlaceholders[key];
        const missing = new Set(missingPlaceholders(prompts[key], required));
        return (
          <div key={key} className="goals-ai-prompt" data-testid={`ai-prompt-${key}`}>
            <Field label={label} hint={hint} error={problems[key]} required={!readOnly}>
              <Textarea
                value={prompts[key]}
                onChange={(event) => onChange(key, event.target.value)}
                readOnly={readOnly}
                maxLength={AI_PROMPT_MAX_LENGTH}
                rows={8}
                spellCheck={false}
                className="goals-ai-prompt__text"
                data-testid={`ai-prompt-${key}-text`}
              />
            </Field>
            <div className="goals-ai-prompt__placeholders">
              <span>
                {required.length === 0 ? 'No required placeholders.' : 'Required placeholders:'}
              </span>
              {required.map((placeholder) => (
                <code
                  key={placeholder}
                  className={cn(
                    'goals-ai-prompt__placeholder',
                    missing.has(placeholder) && 'goals-ai-prompt__placeholder--missing',
                  )}
                  data-missing={missing.has(placeholder) || undefined}
                  data-testid="ai-prompt-placeholder"
                >
                  {placeholder}
                  {missing.has(placeholder) && (
                    <span className="goals-ai-prompt__missing"> missing</span>
                  )}
                </code>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
