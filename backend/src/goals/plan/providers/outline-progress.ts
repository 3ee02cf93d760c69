import { Allow, parse } from 'partial-json';
import { z } from 'zod';
import { PLAN_RULES, milestoneOutlineSchema } from '../plan-schema.js';
import { type SketchedCheckpoint, sketchedCheckpointSchema } from '../plan-sketch.js';
import type { MilestoneSoFar, OutlineSoFar } from './plan-provider.js';

/**
 * The titles of the milestones complete so far in the text of an outline still being written.
 * A title cut off mid-string is left out (partial strings are not accepted), so every title
 * returned is whole.
 */
export function milestoneTitlesSoFar(text: string): string[] {
  const milestones = milestonesIn(parsePartial(text));
  return milestones.flatMap((milestone: unknown) => {
    const title =
      typeof milestone === 'object' && milestone !== null && 'title' in milestone
        ? milestone.title
        : undefined;
    return typeof title === 'string' && title.trim() !== '' ? [title.trim()] : [];
  });
}

const NOTHING_YET: OutlineSoFar = { checkpointCount: null, milestones: [] };

/** A milestone's own fields, whatever else it holds so far. */
const milestoneHeadSchema = z.object({
  title: milestoneOutlineSchema.shape.title,
  description: milestoneOutlineSchema.shape.description,
});

/**
 * What the text of an outline still being written holds for sure: the checkpoint count once
 * stated, and the milestones from the first on, each as far as it is whole. A checkpoint counts
 * once its object is closed (its fields cannot change any more) and valid, and only after its
 * milestone's title and description are whole. Whatever comes after a part that is not (yet)
 * valid is left out, so the result only grows while the text grows.
 */
export function outlineSoFar(text: string): OutlineSoFar {
  const outline = parsePartial(text);
  if (typeof outline !== 'object' || outline === null) return NOTHING_YET;
  const closed = closedCheckpoints(text);
  const milestones: MilestoneSoFar[] = [];
  for (const [index, milestone] of milestonesIn(outline).entries()) {
    const head = milestoneHeadSchema.partial().safeParse(milestone);
    if (!head.success || head.data.title === undefined) break;
    const whole = milestoneHeadSchema.safeParse(milestone);
    const checkpoints = whole.success ? closedOf(milestone, index, closed) : [];
    milestones.push({
      title: head.data.title,
      description: whole.success ? whole.data.description : null,
      checkpoints,
    });
    // A later milestone is only shown once this one is whole: the shown part is a prefix.
    if (!whole.success || checkpoints.length < checkpointsIn(milestone).length) break;
  }
  return { checkpointCount: statedCount(outline), milestones };
}

function parsePartial(text: string): unknown {
  try {
    // Strings and numbers only once whole: a value present is final.
    return parse(text, Allow.OBJ | Allow.ARR);
  } catch {
    return undefined;
  }
}

function milestonesIn(outline: unknown): unknown[] {
  if (typeof outline !== 'object' || outline === null || !('milestones' in outline)) return [];
  return Array.isArray(outline.milestones) ? outline.milestones : [];
}

function checkpointsIn(milestone: unknown): unknown[] {
  if (typeof milestone !== 'object' || milestone === null || !('checkpoints' in milestone)) {
    return [];
  }
  return Array.isArray(milestone.checkpoints) ? milestone.checkpoints : [];
}

/** The milestone's closed, valid checkpoints from the first on, up to the first that is not. */
function closedOf(
  milestone: unknown,
  milestoneIndex: number,
  closed: ReadonlySet<string>,
): SketchedCheckpoint[] {
  const whole: SketchedCheckpoint[] = [];
  for (const [index, checkpoint] of checkpointsIn(milestone).entries()) {
    if (!closed.has(`${milestoneIndex}.${index}`)) break;
    const parsed = sketchedCheckpointSchema.safeParse(checkpoint);
    if (!parsed.success) break;
    whole.push(parsed.data);
  }
  return whole;
}

function statedCount(outline: object): number | null {
  const count = 'checkpointCount' in outline ? outline.checkpointCount : undefined;
  const { min, max } = PLAN_RULES.checkpoints;
  return Number.isInteger(count) && Number(count) >= min && Number(count) <= max
    ? Number(count)
    : null;
}

type Frame =
  { kind: 'object'; key: string; awaitingKey: boolean } | { kind: 'array'; index: number };

/**
 * The checkpoint objects whose closing brace the text holds, as "milestone.checkpoint" indexes.
 * A partial parse cannot tell `{"week":3}` from `{"week":3`: a small scan of the JSON can.
 */
function closedCheckpoints(text: string): Set<string> {
  const closed = new Set<string>();
  const stack: Frame[] = [];
  let inString = false;
  let escaped = false;
  let key: string | null = null;
  for (const char of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      else if (key !== null) key += char;
      if (!inString && key !== null) {
        const top = stack.at(-1);
        if (top?.kind === 'object') top.key = key;
        key = null;
      }
      continue;
    }
    const top = stack.at(-1);
    if (char === '"') {
      inString = true;
      if (top?.kind === 'object' && top.awaitingKey) {
        top.awaitingKey = false;
        key = '';
      }
    } else if (char === '{') {
      stack.push({ kind: 'object', key: '', awaitingKey: true });
    } else if (char === '[') {
      stack.push({ kind: 'array', index: 0 });
    } else if (char === ',') {
      if (top?.kind === 'array') top.index += 1;
      else if (top) top.awaitingKey = true;
    } else if (char === '}' || char === ']') {
      const checkpoint = checkpointPath(stack);
      if (char === '}' && checkpoint) closed.add(checkpoint);
      stack.pop();
    }
  }
  return closed;
}

/** "m.c" when the innermost open value is checkpoint c of milestone m, else null. */
function checkpointPath(stack: readonly Frame[]): string | null {
  const [root, milestones, milestone, checkpoints, checkpoint] = stack;
  if (
    stack.length !== 5 ||
    root?.kind !== 'object' ||
    root.key !== 'milestones' ||
    milestones?.kind !== 'array' ||
    milestone?.kind !== 'object' ||
    milestone.key !== 'checkpoints' ||
    checkpoints?.kind !== 'array' ||
    checkpoint?.kind !== 'object'
  ) {
    return null;
  }
  return `${milestones.index}.${checkpoints.index}`;
}
