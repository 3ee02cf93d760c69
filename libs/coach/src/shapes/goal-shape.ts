import type { GoalKind } from '../goal-kind.js';

/** The shapes a goal outside the catalogue can have: what the person does, whatever the field. */
type ShapeId =
  | 'make'
  | 'event'
  | 'skill'
  | 'start-habit'
  | 'stop-habit'
  | 'number'
  | 'trip'
  | 'licence'
  | 'life-change'
  | 'campaign';

/** What marks a goal of a shape: the verb it is done with and the kind of thing it is about. */
interface ShapeCues {
  /**
   * Verb lemmas ("knit", "renovate") or a verb with its particle ("run for", "stand for",
   * "give up") that make a goal of the shape whatever follows.
   */
  verbs: readonly string[];
  /**
   * Nouns of what goals of the shape are about ("sweater", "shed", "quilt"): 12 to 20 plain,
   * common words, the prototype its meaning is measured against. No verbs, no names.
   */
  objects: readonly string[];
  /**
   * Verbs of `verbs` that make a goal this shape even when its object is of a field in the
   * catalogue ("organise" a 5K fun run is an event, "knit" a baby blanket a thing to make).
   */
  decisive?: readonly string[];
}

/**
 * A goal shape (make a thing, organise an event, a trek...): written like a kind, as a coach of
 * that shape builds twelve weeks, but about the person's own thing: its tasks name it through
 * `{thing|…}` and never assume a field. `field` is `shape`.
 */
export interface GoalShape extends GoalKind {
  id: ShapeId;
  cues: ShapeCues;
  /**
   * What `{thing}` names: the goal's object ("the sweater", the default), or for skills and
   * habits the goal as an activity ("juggling 3 balls", "biting your nails").
   */
  thingIs?: 'object' | 'activity';
}
