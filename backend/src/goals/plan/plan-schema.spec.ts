import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { checkpointOutlineSchema, checkpointTasksSchema } from './plan-schema.js';

describe('the plan schema', () => {
  it("cleans a model's texts as a person's are: no controls, names on one line", () => {
    const week = checkpointOutlineSchema.parse({
      week: 2,
      title: 'Week 2:\r\n\u202Ebase\u202C miles\u0007',
      description: 'Build up.\r\nRest on Sunday.\u001b',
    });
    expect(week).toEqual({
      week: 2,
      title: 'Week 2: base miles',
      description: 'Build up.\nRest on Sunday.',
    });
    const { tasks } = checkpointTasksSchema.parse({
      tasks: Array.from({ length: 4 }, (_, index) => ({
        task: `\u200bRun ${index + 1} km\n\u009b`,
        day: 8 + index,
      })),
    });
    expect(tasks.map((task) => task.task)).toEqual([
      'Run 1 km',
      'Run 2 km',
      'Run 3 km',
      'Run 4 km',
    ]);
  });

  it('refuses a text that is blank once cleaned, so the model is asked again', () => {
    const blank = checkpointOutlineSchema.safeParse({
      week: 2,
      title: '\u200b\u0007',
      description: 'x',
    });
    expect(blank.success).toBe(false);
  });

  it('still describes itself as JSON Schema for the model', () => {
    expect(z.toJSONSchema(checkpointTasksSchema)).toMatchObject({ type: 'object' });
  });
});
