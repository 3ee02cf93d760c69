import type { PlanSource } from '@goalcoach/contracts';
import { Alert, Field, Input } from '@goalcoach/ui';
import { useId } from 'react';
import {
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEMPERATURE_STEP,
  type DraftProblems,
} from '../utils/ai-settings-draft';
import './ai-model-tab.css';

export type AiModelTabProps = {
  model: string;
  temperature: string;
  planSource: PlanSource;
  problems: Pick<DraftProblems, 'model' | 'temperature'>;
  readOnly: boolean;
  onModelChange: (model: string) => void;
  onTemperatureChange: (temperature: string) => void;
};

/** The model, its temperature, and which generator is in force now. */
export function AiModelTab({
  model,
  temperature,
  planSource,
  problems,
  readOnly,
  onModelChange,
  onTemperatureChange,
}: AiModelTabProps) {
  const sliderId = useId();
  const sliderValue = Number.isFinite(Number(temperature)) ? Number(temperature) : 0;
  return (
    <div className="gc-stack">
      {planSource === 'offline' ? (
        <Alert variant="info" title="Offline planner in use" data-testid="ai-plan-source">
          Plans are made by the offline planner: prompts and model apply once an OpenAI key is
          configured.
        </Alert>
      ) : (
        <Alert variant="success" title="Language model in use" data-testid="ai-plan-source">
          Plans are made by the model below with these prompts.
        </Alert>
      )}
      <Field label="Model" hint="The model name the AI provider knows" error={problems.model}>
        <Input
          value={model}
          onChange={(event) => onModelChange(event.target.value)}
          readOnly={readOnly}
          spellCheck={false}
          autoComplete="off"
          data-testid="ai-model"
        />
      </Field>
      <div className="goals-ai-temperature">
        <Field
          label="Temperature"
          hint="0 keeps plans focused and repeatable; higher values make them more varied (up to 2)."
          error={problems.temperature}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={TEMPERATURE_MIN}
            max={TEMPERATURE_MAX}
            step={TEMPERATURE_STEP}
            value={temperature}
            onChange={(event) => onTemperatureChange(event.target.value)}
            readOnly={readOnly}
            className="goals-ai-temperature__number"
            data-testid="ai-temperature"
          />
        </Field>
        <label htmlFor={sliderId} className="gc-visually-hidden">
          Temperature slider
        </label>
        <input
          id={sliderId}
          type="range"
          min={TEMPERATURE_MIN}
          max={TEMPERATURE_MAX}
          step={TEMPERATURE_STEP}
          value={Math.min(TEMPERATURE_MAX, Math.max(TEMPERATURE_MIN, sliderValue))}
          onChange={(event) => onTemperatureChange(event.target.value)}
          disabled={readOnly}
          className="goals-ai-temperature__slider"
          data-testid="ai-temperature-slider"
        />
      </div>
      <p className="gc-text-muted">Response format: JSON object</p>
    </div>
  );
}
