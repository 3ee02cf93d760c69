import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { outlineAnswerFormat, outlineAnswerSchema } from './outline-answer.js';
import { offlineOutline } from './offline-plan-provider.js';

const ANSWERS = {
  goal: 'Run a half marathon',
  why: 'To feel strong',
  vision: 'Crossing the line',
  resources: 'Shoes',
  obstacles: 'Time',
  workingStyle: 'Mornings',
  change: 'More energy',
};

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
};

/** Every object schema inside `schema`, itself included. */
function objectsOf(schema: JsonSchema): JsonSchema[] {
  const inner = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
  ];
  return [...(schema.type === 'object' ? [schema] : []), ...inner.flatMap(objectsOf)];
}

describe('the outline a model is asked for', () => {
  const format = z.toJSONSchema(outlineAnswerFormat) as JsonSchema;

  it('is written count first, then the milestones with their weeks, then the names', () => {
    expect(Object.keys(format.properties ?? {})).toEqual([
      'checkpointCount',
      'milestones',
      'goalName',
      'shortTitle',
      'personalLegend',
      'firstDailyAction',
    ]);
    const milestone = format.properties?.milestones?.items;
    expect(Object.keys(milestone?.properties ?? {})).toEqual([
      'title',
      'description',
      'checkpoints',
    ]);
    // The weeks carry no description: their task calls write it.
    expect(Object.keys(milestone?.properties?.checkpoints?.items?.properties ?? {})).toEqual([
      'week',
      'title',
    ]);
  });

  it("keeps OpenAI's strict mode: every property required, no other allowed", () => {
    for (const object of objectsOf(format)) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties ?? {}));
    }
  });

  it('is read as asked, and as a whole outline from a server that ignores the format', () => {
    const whole = offlineOutline(ANSWERS);
    const light = {
      checkpointCount: 12,
      ...whole,
      milestones: whole.milestones.map((milestone) => ({
        ...milestone,
        checkpoints: milestone.checkpoints.map(({ week, title }) => ({ week, title })),
      })),
    };
    expect(outlineAnswerFormat.safeParse(light).success).toBe(true);
    expect(outlineAnswerSchema.parse(light)).toEqual(light);
    expect(outlineAnswerSchema.parse(whole)).toEqual(whole);
    // A wrong count is no fault of the outline: it only guided the calls made while it streamed.
    expect(outlineAnswerSchema.safeParse({ ...whole, checkpointCount: 'many' }).success).toBe(true);
    expect(outlineAnswerSchema.safeParse({ ...whole, extra: 1 }).success).toBe(false);
  });
});
