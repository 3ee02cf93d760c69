import { type GoalFrame, STATE_VERBS } from './goal-frame.js';
import type { GoalKind } from './goal-kind.js';
import type { GoalReading } from './goal-reading.js';
import { LEAST_SCORE, kindScore } from './kind-choice.js';
import { type Meaning, meaningOf, similarity } from './meaning/word-vectors.js';
import type { GoalShape } from './shapes/goal-shape.js';

/** What the coach writes a plan as, and the goal's words that chose it. */
export interface CoachChoice {
  plan: GoalKind;
  /** The goal's words it was chosen for ("knit", "sweater"); empty for the general coach. */
  words: readonly string[];
}

/**
 * The figures that decide (cosine similarities of GloVe vectors, 100 dimensions), tuned on the
 * labelled goals of `bench/support/` without their held-out part (`README.md` says how).
 */
const CHOICE_THRESHOLDS = {
  /**
   * A kind found by its phrases is kept only when the object is nearer its field than all but
   * this many other kinds and shapes: found by the object's head ("pass my driving test"), by
   * the goal's verb ("run", "save": "the city council seat" is not of running's world), or by a
   * word that only describes the object or stands around it ("a sweater for my dad").
   */
  rank: { head: 10, verb: 4, aside: 2 },
  /** A shape's verb ("knit", "run for") adds this to its score. */
  verb: 0.16,
  /** A daily or weekly rhythm ("every night", "a day") adds this to starting a habit. */
  rhythm: 0.12,
  /** A shape needs this score… */
  shape: 0.54,
  /** …and this much over the next shape. */
  margin: 0.02,
  /** A shape takes the goal from a kind whose field the rest of the object means this much less. */
  shapeOverKind: 0.1,
} as const;

/** How many of a prototype's words an object is compared with: its nearest ones. */
const NEAREST = 2;
const RHYTHM =
  /\b(?:every|each) (?:day|night|morning|evening|week)|\bdaily\b|\bnightly\b|\ba day\b/i;

const wordMeanings = new Map<string, Meaning | null>();
function wordMeaning(word: string): Meaning | null {
  let meaning = wordMeanings.get(word);
  if (meaning === undefined) {
    meaning = meaningOf([[word, 1]]);
    wordMeanings.set(word, meaning);
  }
  return meaning;
}

/** How close a meaning is to a prototype: the mean similarity to its nearest words. */
function closeness(meaning: Meaning | null, prototype: readonly string[]): number {
  if (!meaning) return 0;
  const nearest = prototype
    .map((word) => similarity(meaning, wordMeaning(word)))
    .sort((a, b) => b - a)
    .slice(0, NEAREST);
  return nearest.length === 0 ? 0 : nearest.reduce((sum, value) => sum + value, 0) / nearest.length;
}

const kindWords = new Map<string, string[]>();
/** A kind's field as words: its lexicon and the words of its phrases. */
function fieldWords(kind: GoalKind): string[] {
  let words = kindWords.get(kind.id);
  if (!words) {
    words = [
      ...new Set(
        [...kind.lexicon, ...kind.signals].flatMap((phrase) => phrase.toLowerCase().split(/\s+/)),
      ),
    ];
    kindWords.set(kind.id, words);
  }
  return words;
}

/** The object's meaning, without `skip` (a kind's own phrase): its head weighs most. */
function objectMeaning(frame: GoalFrame, skip: ReadonlySet<string> = new Set()): Meaning | null {
  const words: [string, number][] = frame.objectRoots
    .map((root, index, all): [string, number] => [root, index === all.length - 1 ? 2 : 1])
    .filter(([root]) => !skip.has(root));
  if (frame.complement && !skip.has(frame.complement)) words.push([frame.complement, 2]);
  return meaningOf(words);
}

/**
 * The plan for a goal, in two steps: its shape from the verb and the kind of thing it is about,
 * then a catalogue kind only when the meaning agrees. A kind's phrases find candidates ("run",
 * "dad"); the rest of the object then has to mean something of the kind's field, so "Run for
 * the city council seat" is no run and "Knit a sweater for my dad" no relationship. A shape
 * scores by how near the object is to its kind of thing, with its verb and a daily rhythm
 * adding to it; it needs a clear lead. A kind keeps the goal unless a shape's decisive verb
 * ("organise" a 5K fun run) or a clearly nearer meaning says otherwise. Neither: the general
 * coach.
 */
export function chooseCoach(
  kinds: readonly GoalKind[],
  shapes: readonly GoalShape[],
  reading: GoalReading,
  frame: GoalFrame,
  fallback: GoalKind,
): CoachChoice {
  const kind = agreeingKind(kinds, shapes, reading, frame);
  const shape = bestShape(shapes, reading, frame);
  if (kind && !(shape && shapeWins(shape, kind, frame))) {
    return { plan: kind.kind, words: kind.words };
  }
  if (shape) return { plan: shape.shape, words: shape.words };
  return { plan: fallback, words: [] };
}

interface KindCandidate {
  kind: GoalKind;
  words: string[];
  /** The object without the kind's own words and units ("wooden" of "wooden bench"), or null. */
  rest: Meaning | null;
  place: 'head' | 'verb' | 'aside';
}

/**
 * Where the goal's phrases of a kind stand in its frame: its verb or the object's head carry
 * the goal ("Run a 10K", "pass my driving test"); a word that only describes the object or
 * stands around it does not ("a book swap", "a sweater for my dad").
 */
function placeOf(words: readonly string[], frame: GoalFrame): 'head' | 'verb' | 'aside' {
  const own = new Set(words.flatMap((phrase) => phrase.split(' ')));
  const head = frame.objectRoots.at(-1);
  if (head !== undefined && own.has(head)) return 'head';
  if ([frame.verb, frame.phrase, frame.complement].some((word) => word !== '' && own.has(word))) {
    return 'verb';
  }
  return 'aside';
}

function agreeingKind(
  kinds: readonly GoalKind[],
  shapes: readonly GoalShape[],
  reading: GoalReading,
  frame: GoalFrame,
): KindCandidate | null {
  const ranked = kinds
    .map((kind) => ({ kind, ...kindScore(kind, reading) }))
    // The goal's own words must point at the kind: other answers alone do not make a field.
    .filter((candidate) => candidate.score >= LEAST_SCORE && candidate.words.length > 0)
    .sort((a, b) => b.score - a.score);
  const units = reading.quantities.map((quantity) => quantity.unit);
  for (const candidate of ranked) {
    // The goal's units the kind counts in ("kg" of a deadlift) are its own; "members" of a
    // running club's group are not a run's.
    const kindUnits = units.filter((unit) => candidate.kind.measure?.units.includes(unit));
    const own = new Set([...candidate.words.flatMap((phrase) => phrase.split(' ')), ...kindUnits]);
    const rest = objectMeaning(frame, own);
    const place = placeOf(candidate.words, frame);
    // Nothing else in the object to judge by ("Run a 10K", "Deadlift 100 kg"): the phrase says it.
    if (rest === null) return { kind: candidate.kind, words: candidate.words, rest, place };
    // What is left of the object must be of the kind's world more than of most others' ("a
    // wooden bench" is no bench press, "the city council seat" no run).
    if (rankAmong(rest, candidate.kind, kinds, shapes) < CHOICE_THRESHOLDS.rank[place]) {
      return { kind: candidate.kind, words: candidate.words, rest, place };
    }
  }
  return null;
}

/** 0 when `kind`'s field is the nearest to `meaning` of every kind and shape, 1 when second... */
function rankAmong(
  meaning: Meaning,
  kind: GoalKind,
  kinds: readonly GoalKind[],
  shapes: readonly GoalShape[],
): number {
  const own = closeness(meaning, fieldWords(kind));
  return [...kinds, ...shapes].filter(
    (other) => other.id !== kind.id && closeness(meaning, prototypeOf(other)) > own,
  ).length;
}

function prototypeOf(plan: GoalKind | GoalShape): readonly string[] {
  return 'cues' in plan ? plan.cues.objects : fieldWords(plan);
}

interface ShapeCandidate {
  shape: GoalShape;
  score: number;
  byVerb: boolean;
  decisive: boolean;
  words: string[];
}

function bestShape(
  shapes: readonly GoalShape[],
  reading: GoalReading,
  frame: GoalFrame,
): ShapeCandidate | null {
  const object = objectMeaning(frame);
  const verbs = [frame.phrase, frame.verb, frame.complement].filter(Boolean);
  const stopping = shapes.some(
    (shape) => shape.id === 'stop-habit' && verbs.some((verb) => shape.cues.verbs.includes(verb)),
  );
  const rhythm = RHYTHM.test(reading.allGoal);
  const ranked = shapes
    .map((shape): ShapeCandidate => {
      const verb = verbs.find((one) => shape.cues.verbs.includes(one));
      const decisive = verbs.some((one) => shape.cues.decisive?.includes(one) ?? false);
      const nearness = closeness(object, shape.cues.objects);
      // A name ("Ben Nevis") says little through its words: the verb speaks for it.
      const named = frame.named && verb !== undefined;
      const score =
        (named || decisive ? Math.max(nearness, CHOICE_THRESHOLDS.shape) : nearness) +
        (verb ? CHOICE_THRESHOLDS.verb : 0) +
        (shape.id === 'start-habit' && rhythm && !stopping ? CHOICE_THRESHOLDS.rhythm : 0);
      const head = frame.objectRoots.at(-1);
      return {
        shape,
        score,
        byVerb: verb !== undefined,
        decisive,
        words: [...(verb ? [verb] : []), ...(head ? [head] : [])],
      };
    })
    .sort((a, b) => b.score - a.score);
  // A decisive verb ("organise", "knit") names the shape whatever else is near.
  const decided = ranked.find((candidate) => candidate.decisive);
  if (decided) return decided;
  const [best, next] = ranked;
  if (!best || best.score < CHOICE_THRESHOLDS.shape) return null;
  if (next && best.score - next.score < CHOICE_THRESHOLDS.margin) return null;
  // Goals of being or feeling ("Be a better listener") have no shape of their own.
  if (STATE_VERBS.has(frame.verb) && !best.byVerb) return null;
  return best;
}

/**
 * A shape takes the goal from a kind when the goal's verb is one that decides the shape and is
 * none of the kind's words ("Organise a 5K fun run"), or when the rest of the object is clearly
 * nearer the shape's kind of thing than the kind's field ("the city council seat", run for).
 */
function shapeWins(shape: ShapeCandidate, kind: KindCandidate, frame: GoalFrame): boolean {
  const kindWordsUsed = new Set(kind.words.flatMap((phrase) => phrase.split(' ')));
  if (shape.decisive && !kindWordsUsed.has(frame.verb)) return true;
  // A kind that names the object's head ("the AWS exam") is what the goal is about.
  if (!kind.rest || kind.place === 'head') return false;
  return (
    closeness(kind.rest, shape.shape.cues.objects) - closeness(kind.rest, fieldWords(kind.kind)) >=
    CHOICE_THRESHOLDS.shapeOverKind
  );
}
