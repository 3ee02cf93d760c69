import nlp from 'compromise';
import { firstSentence } from './answer-words.js';

/**
 * The goal's sentence as a frame: its main verb (with a particle that changes its sense: "run
 * for", "pay off", "give up"), the thing it is done to, and what is said around them ("for my
 * dad", "in my district", "by June"). Read with compromise's parts of speech, so "Run for the
 * city council seat" is a verb of standing for office with a seat as its object, not a run.
 */
export interface GoalFrame {
  /** The main verb's root ("knit", "run"); "" when the goal has none ("A tidier garage"). */
  verb: string;
  /** The verb with its particle ("run for", "give up"), or the verb alone. */
  phrase: string;
  /** A verb after the main one ("stop biting": "bite"). */
  complement: string;
  /** The object's words as roots, lower case, the head (its last noun) last. */
  objectRoots: readonly string[];
  /** The object as a noun phrase of the person's, standing anywhere in a sentence: "the sweater", "your grandmother's quilt", "Mount Fuji"; "" when none. */
  thing: string;
  /**
   * The goal as an activity, for skills and habits: "juggling 3 balls", "biting your nails",
   * "British Sign Language", "flossing"; "" when none.
   */
  activity: string;
  /** Roots of every other word of the sentence (beneficiaries, places, dates). */
  restRoots: readonly string[];
  /** Whether the object is a name ("Ben Nevis", "the West Highland Way"): its words say little. */
  named: boolean;
}

interface Term {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
  /** What follows the word as written: a space, a hyphen, punctuation. */
  post?: string;
}

const PARTICLES = new Set([
  'for',
  'up',
  'off',
  'out',
  'down',
  'into',
  'as',
  'on',
  'back',
  'over',
  'to',
  'away',
]);
const CLAUSE_ENDS = new Set(['and', 'so', 'because', 'but', 'or', 'especially', 'until']);

function isDeterminer(term: Term | undefined): boolean {
  return (
    term !== undefined &&
    (term.tags.includes('Determiner') || term.tags.includes('Possessive') || OWN.test(term.text))
  );
}

/** Goals of being or feeling name no thing of their own. */
export const STATE_VERBS = new Set(['be', 'feel', 'become', 'stay', 'seem']);
const LEAD =
  '^(i|we) (really|finally)? (want|would like|wish|hope|plan|need|am going|will|would love|am|are|have) to';
/** Words that end the object: a time, a place, a purpose. */
const OBJECT_ENDS = new Set([
  'next',
  'this',
  'by',
  'before',
  'in',
  'within',
  'with',
  'for',
  'from',
  'at',
  'on',
  'so',
  'because',
  'and',
  'to',
  'without',
  'under',
  'every',
  'each',
  'per',
  'a',
]);
const DETERMINERS = /^(?:a|an|the|some|this|that|these|those)$/i;
const OWN = /^(?:my|our)$/i;

export function frameOf(goal: string): GoalFrame {
  const doc = nlp(firstSentence(goal).replace(/(\d)-(?=\p{L})/gu, '$1 '));
  doc.remove(LEAD);
  const clean = nlp(doc.text());
  clean.compute('root');
  const terms = ((clean.json() as { terms: Term[] }[])[0]?.terms ?? []).filter(
    (term) => term.normal !== '',
  );
  const rootOf = (term: Term) => (term.root ?? term.normal).toLowerCase();
  const verbAt = terms.findIndex(
    (term) => term.tags.includes('Verb') && !term.tags.includes('Auxiliary'),
  );
  if (verbAt < 0) {
    return {
      verb: '',
      phrase: '',
      complement: '',
      objectRoots: nounRoots(terms, rootOf),
      thing: thingOf(terms),
      activity: bareActivity(terms),
      restRoots: [],
      named: false,
    };
  }
  const verb = rootOf(terms[verbAt] as Term);
  let at = verbAt + 1;
  let particle = '';
  const next = terms[at];
  if (next && PARTICLES.has(next.normal) && (next.tags.includes('Particle') || at === verbAt + 1)) {
    particle = next.normal;
    at += 1;
  }
  // "get better at tennis", "be good at chess": what follows "at" is the object.
  if (
    ['better', 'good', 'best'].includes(terms[at]?.normal ?? '') &&
    terms[at + 1]?.normal === 'at'
  ) {
    particle = 'better at';
    at += 2;
  }
  let complement = '';
  // "learn to juggle", "stop biting": the second verb says what is done.
  if (particle === 'to' && terms[at]?.tags.includes('Verb')) particle = '';
  const following = terms[at];
  if (following?.tags.includes('Gerund') || (following?.tags.includes('Verb') && !particle)) {
    complement = rootOf(following);
    at += 1;
  }
  const object: Term[] = [];
  for (; at < terms.length; at++) {
    const term = terms[at] as Term;
    if (object.length > 0 && (OBJECT_ENDS.has(term.normal) || isWhen(term))) break;
    // "Take up woodturning and make…", "Stop swearing so much": no object at all.
    if (object.length === 0 && CLAUSE_ENDS.has(term.normal)) break;
    const preposition = term.tags.includes('Preposition') || term.normal === 'to';
    if (preposition && term.normal !== 'of' && term.normal !== 'de') {
      if (object.length > 0) break;
      continue;
    }
    // compromise reads some plural nouns as verbs ("energy drinks") and a gerund after "our" is
    // a thing ("our wedding").
    const pluralNoun = term.tags.includes('PresentTense') && /s$/.test(term.normal);
    const gerundNoun = term.tags.includes('Gerund') && isDeterminer(object.at(-1));
    if (
      term.tags.includes('Verb') &&
      object.length > 0 &&
      !term.tags.includes('Noun') &&
      !pluralNoun &&
      !gerundNoun
    )
      break;
    object.push(gerundNoun ? { ...term, root: term.normal, tags: [...term.tags, 'Noun'] } : term);
  }
  const inFrame = new Set([...terms.slice(0, verbAt + 1), ...object]);
  const ownThing = STATE_VERBS.has(verb) ? '' : thingOf(object);
  return {
    verb,
    phrase: particle ? `${verb} ${particle}` : verb,
    complement,
    objectRoots: nounRoots(object, rootOf),
    thing: ownThing || countedFor(object, terms.slice(at)),
    activity: STATE_VERBS.has(verb) ? '' : activityOf(verb, complement, object),
    named:
      object.some((term) => term.tags.includes('ProperNoun')) || /^\p{Lu}/u.test(headText(object)),
    restRoots: terms
      .filter((term) => !inFrame.has(term) && term.normal !== particle)
      .map(rootOf)
      .filter((root) => /\p{L}/u.test(root)),
  };
}

/** A month, a weekday or a word of time ("next", "tomorrow") ends the object; "a 20 year reunion" does not. */
function isWhen(term: Term): boolean {
  return ['Month', 'WeekDay', 'Holiday'].some((tag) => term.tags.includes(tag));
}

function headText(object: readonly Term[]): string {
  return [...object].reverse().find((term) => term.tags.includes('Noun'))?.text ?? '';
}

/** Words of an object that say how or how much, not what: "daily", "the whole house". */
const NOT_WHAT = new Set([
  'daily',
  'weekly',
  'monthly',
  'nightly',
  'whole',
  'own',
  'more',
  'less',
  'new',
  'first',
  'good',
  'better',
  'best',
  'proper',
  'real',
  'every',
  'regular',
]);

function nounRoots(terms: readonly Term[], rootOf: (term: Term) => string): string[] {
  return terms
    .filter((term) => !NOT_WHAT.has(term.normal))
    .filter(
      (term) =>
        (term.tags.includes('Noun') || term.tags.includes('Adjective')) &&
        !term.tags.includes('Possessive') &&
        !term.tags.includes('Pronoun') &&
        !term.tags.includes('Value'),
    )
    .map(rootOf)
    .map((root) => root.replace(/'s$/, ''))
    .filter((root) => /^\p{L}[\p{L}'-]*$/u.test(root));
}

/**
 * The object as the person's noun phrase: "a sweater" → "the sweater", "my grandmother's quilt"
 * → "your grandmother's quilt", "Mount Fuji" and "the Appalachian Trail" as written. A counted
 * object keeps what it counts for ("1,000 newsletter subscribers" → "your newsletter"), else none.
 */
function thingOf(object: readonly Term[]): string {
  const words = object.filter((term) => !term.tags.includes('Adverb'));
  const valueAt = words.findIndex(isCount);
  // "1,000 newsletter subscribers" counts; "a one-day conference", "a 5K fun run" describe it.
  const counted = valueAt >= 0 && !isDeterminer(words[valueAt - 1]);
  if (counted) {
    // "50,000 words of my novel" counts for the novel.
    const ofAt = words.findIndex((term, index) => index > valueAt && term.normal === 'of');
    if (ofAt >= 0) return thingOf(words.slice(ofAt + 1));
    const counted = words
      .slice(valueAt + 1, -1)
      .filter((term) => term.tags.includes('Noun') && !term.tags.includes('Pronoun'));
    return counted.length > 0 ? `your ${counted.map((term) => term.text).join(' ')}` : '';
  }
  const nouns = words.filter((term) => term.tags.includes('Noun'));
  if (nouns.length === 0 || words.length > 6) return '';
  const [first, ...rest] = words;
  if (!first) return '';
  // Words joined as written: "one-day" keeps its hyphen.
  const text = (list: readonly Term[]) =>
    list
      .map(
        (term, index) =>
          `${term.text}${index < list.length - 1 ? (term.post?.includes('-') ? '-' : ' ') : ''}`,
      )
      .join('');
  if (OWN.test(first.text)) return rest.length > 0 ? `your ${text(rest)}` : '';
  if (DETERMINERS.test(first.text)) {
    return rest.length > 0 ? `the ${text(rest)}` : '';
  }
  if (first.tags.includes('ProperNoun')) return text(words);
  if (words.every((term) => term.tags.includes('Plural') || !term.tags.includes('Noun')))
    return `your ${text(words).toLowerCase()}`;
  return `the ${text(words).toLowerCase()}`;
}

/** A number that counts ("300", "a thousand"), not an ordinal ("a first aid kit"). */
function isCount(term: Term): boolean {
  const word =
    term.tags.includes('Value') &&
    !['Ordinal', 'Determiner'].some((tag) => term.tags.includes(tag));
  return word || (/^\d/.test(term.text) && !/^\d+(?:st|nd|rd|th)$/i.test(term.text));
}

const COUNTED_IN = new Set(['in', 'on', 'for', 'to']);

/**
 * What a count with nothing of its own is for, from the words after it: "300 members in our
 * running club's group" → "your running club's group"; else "".
 */
function countedFor(object: readonly Term[], after: readonly Term[]): string {
  if (!object.some(isCount) || !COUNTED_IN.has(after[0]?.normal ?? '')) return '';
  const phrase: Term[] = [];
  for (const term of after.slice(1)) {
    const ends = OBJECT_ENDS.has(term.normal) || isWhen(term) || term.tags.includes('Preposition');
    if (ends || (term.tags.includes('Verb') && !term.tags.includes('Noun'))) break;
    phrase.push(term);
  }
  return thingOf(phrase);
}

/** Verbs that only say the goal is to take something up or drop it: the rest is the activity. */
const TAKE_UP = new Set([
  'learn',
  'master',
  'start',
  'begin',
  'stop',
  'quit',
  'practise',
  'practice',
  'improve',
  'try',
  'keep',
  'give',
  'cut',
  'take',
]);

/** "learn to juggle 3 balls" → "juggling 3 balls"; "stop biting my nails" → "biting your nails". */
function activityOf(verb: string, complement: string, object: readonly Term[]): string {
  const words = ownWords(object);
  if (TAKE_UP.has(verb)) {
    if (complement) return [gerundOf(complement), ...words].join(' ');
    return words.join(' ');
  }
  return [gerundOf(verb), ...words].join(' ');
}

/** A goal compromise read no verb in ("Floss every night"): its first word is the activity. */
function bareActivity(terms: readonly Term[]): string {
  const first = terms[0];
  if (!first || first.tags.includes('Determiner') || first.tags.includes('Adjective')) return '';
  return gerundOf(first.normal);
}

function ownWords(object: readonly Term[]): string[] {
  return object.map((term) =>
    OWN.test(term.text)
      ? 'your'
      : /^(?:a|an|the)$/i.test(term.text)
        ? term.text.toLowerCase()
        : term.text,
  );
}

/** "juggle" → "juggling", "jog" → "jogging", "floss" → "flossing". */
function gerundOf(verb: string): string {
  if (verb.endsWith('ing')) return verb;
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeio]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}
