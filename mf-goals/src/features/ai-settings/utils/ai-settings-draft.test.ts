import type { AiSettings } from '@goalcoach/contracts';
import {
  draftOf,
  draftProblems,
  hasProblems,
  missingPlaceholders,
  requestOf,
} from './ai-settings-draft';

const settings: AiSettings = {
  prompts: { system: 'Be a coach', outline: 'Plan {{answers}}', tasks: 'Tasks', refine: 'Refine' },
  model: 'gpt-4o',
  temperature: 0.7,
  requiredPlaceholders: { system: [], outline: ['{{answers}}'], tasks: [], refine: [] },
  isDefault: true,
  updatedBy: null,
  updatedAt: null,
  editable: true,
  planSource: 'ai',
};

describe('AI settings draft', () => {
  it('finds the placeholders a template lacks', () => {
    expect(missingPlaceholders('Plan {{answers}}', ['{{answers}}', '{{outline}}'])).toEqual([
      '{{outline}}',
    ]);
  });

  it('accepts the settings it was made from and sends them back trimmed', () => {
    const draft = { ...draftOf(settings), model: '  gpt-4o-mini ' };
    expect(hasProblems(draftProblems(draft))).toBe(false);
    expect(requestOf(draft)).toEqual({
      prompts: settings.prompts,
      model: 'gpt-4o-mini',
      temperature: 0.7,
    });
  });

  it('refuses a blank prompt, a blank model and a temperature outside 0-2', () => {
    const draft = {
      ...draftOf(settings),
      prompts: { ...settings.prompts, tasks: '  ' },
      model: ' ',
      temperature: '2.1',
    };
    expect(draftProblems(draft)).toEqual({
      prompts: { tasks: 'Weekly tasks is required' },
      model: 'Model is required',
      temperature: 'Temperature must be between 0 and 2',
    });
    expect(draftProblems({ ...draftOf(settings), temperature: '' }).temperature).toBeDefined();
    expect(draftProblems({ ...draftOf(settings), temperature: '0' }).temperature).toBeUndefined();
  });
});
