import { describe, expect, it } from '@jest/globals';
import { AI_PROMPT_MAX_LENGTH } from '@goalcoach/contracts';
import { DEFAULT_PROMPTS } from '../plan/providers/plan-prompts.js';
import { promptProblems, requiredPlaceholders, templateProblems } from './prompt-problems.js';

describe('prompt templates', () => {
  it('accepts the defaults', () => {
    expect(promptProblems({ ...DEFAULT_PROMPTS })).toEqual([]);
  });

  it('names each placeholder a template must keep', () => {
    const tasks = DEFAULT_PROMPTS.tasks.replace('{{checkpoint}}', 'this week');
    expect(templateProblems('tasks', tasks)).toEqual([
      'The tasks prompt must contain {{checkpoint}}',
    ]);
    expect(templateProblems('refine', 'Redo it.')).toEqual([
      'The refine prompt must contain {{answers}}',
      'The refine prompt must contain {{milestone}}',
      'The refine prompt must contain {{feedback}}',
      'The refine prompt must contain {{weeks}}',
    ]);
  });

  it('names unknown placeholders, and says which ones may be used', () => {
    expect(templateProblems('outline', '{{answers}} in {{ days }} days')).toEqual([
      'The outline prompt has an unknown placeholder {{days}} (it may use {{answers}}, ' +
        '{{minMilestones}}, {{maxMilestones}}, {{minCheckpointsPerMilestone}}, ' +
        '{{maxCheckpointsPerMilestone}}, {{minCheckpoints}}, {{maxCheckpoints}}, {{weekCount}})',
    ]);
    expect(templateProblems('system', 'You coach {{answers}}')).toEqual([
      'The system prompt has an unknown placeholder {{answers}} (it takes none)',
    ]);
  });

  it('refuses a missing, blank or too long template', () => {
    expect(templateProblems('system', undefined)).toEqual(['The system prompt is required']);
    expect(templateProblems('system', '  \n ')).toEqual(['The system prompt must not be empty']);
    expect(templateProblems('system', 'x'.repeat(AI_PROMPT_MAX_LENGTH + 1))).toEqual([
      `The system prompt must be at most ${AI_PROMPT_MAX_LENGTH} characters`,
    ]);
    expect(templateProblems('system', 'x'.repeat(AI_PROMPT_MAX_LENGTH))).toEqual([]);
  });

  it('refuses a prompt that does not exist', () => {
    expect(promptProblems({ ...DEFAULT_PROMPTS, review: 'x' })).toEqual([
      'There is no review prompt (the prompts are system, outline, tasks, refine)',
    ]);
  });

  it('tells the dialog what each template must contain', () => {
    expect(requiredPlaceholders()).toEqual({
      system: [],
      outline: ['{{answers}}'],
      tasks: [
        '{{answers}}',
        '{{milestone}}',
        '{{checkpoint}}',
        '{{count}}',
        '{{firstDay}}',
        '{{lastDay}}',
      ],
      refine: ['{{answers}}', '{{milestone}}', '{{feedback}}', '{{weeks}}'],
    });
  });
});
