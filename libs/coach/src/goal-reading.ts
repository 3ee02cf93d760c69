import type { CreateGoalRequest } from '@goalcoach/contracts';
import nlp from 'compromise';
import { firstSentence, lowerFirst, withoutTrailingSmallWords } from './answer-words.js';
import { type GoalFrame, frameOf } from './goal-frame.js';
import { type GoalDate, goalDateOf } from './goal-date.js';

/**
 * What the offline coach reads in the seven answers, with compromise (a small, well-kept
 * English parser: word roots — "ran" → "run", "subscribers" → "subscriber" — and numbers written
 * any way: "$8,000", "10K", "sixty thousand"). Everything here is a reading of the person's own
 * words; nothing is guessed when they said nothing.
 */
export interface GoalReading {
  /** The goal's words as roots, lower case, one space apart: what kinds are chosen by. */
  goalRoots: string;
  /** The other answers' roots, for the weaker signals and the obstacles. */
  otherRoots: string;
  obstacleRoots: string;
  /** Numbers of the goal with the word after them (its unit, as a root): "10k" → 10 "km". */
  quantities: readonly GoalQuantity[];
  /** A currency sign the answers use ($ when none). */
  currency: string;
  /** Money a week they said they have for it ("$600 a month spare" is about 139), else null. */
  moneyPerWeek: number | null;
  /** Weekdays the person named (0 Sunday … 6 Saturday), in order; empty when none. */
  days: readonly number[];
  /** Minutes a session may take, when they said ("20 minutes a day", "5 hours a week"). */
  sessionMinutes: number | null;
  /** The time of day they said suits them: "in the mornings"; "" when they did not say. */
  timeOfDay: string;
  /** A deadline the goal names: "by June", "before summer"; "" when none. */
  deadline: string;
  /** Things they have, as phrases to stand in a sentence ("your running shoes"). */
  resources: readonly string[];
  /** People they named, as "your sister", "your coach". */
  people: readonly string[];
  /** The goal as an activity in the second person: "building your wooden canoe". */
  doing: string;
  /** What the goal is about, as a noun phrase: "the sweater", "Mount Fuji"; "" when none. */
  thing: string;
  /** The goal's sentence as verb, object and the rest. */
  frame: GoalFrame;
  /** The date the goal names for its event or deadline ("in October", "by summer"), else null. */
  date: GoalDate | null;
  /** Every answer, as written, for figures said anywhere ("19.9% APR"). */
  allText: string;
  /** The goal's own text, as written. */
  allGoal: string;
}

export interface GoalQuantity {
  value: number;
  /** The unit as a root ("km", "kg", "word", "subscriber"), or "" when none follows. */
  unit: string;
  /** Whether it was written as money ($, €, £ or a currency word). */
  money: boolean;
  /** A rate's period ("2 books a week": week), null for a total. */
  per: RatePeriod | null;
}

export type RatePeriod = 'day' | 'week' | 'month';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function readGoal(answers: CreateGoalRequest): GoalReading {
  // "a 60,000-word novel", "a 4-song EP": the number and its unit as two words.
  const goal = nlp(answers.goal.replace(/(\d)-(?=\p{L})/gu, '$1 '));
  const others = [
    answers.why,
    answers.vision,
    answers.resources,
    answers.workingStyle,
    answers.change,
  ];
  // Obstacles say when they cannot ("long work days"), not when they can.
  // "Thirty minutes every morning": numbers in words read as digits.
  const frame = frameOf(answers.goal);
  const time = numbersAsDigits(`${answers.workingStyle} ${answers.resources}`);
  return {
    goalRoots: rootsOf(answers.goal),
    otherRoots: rootsOf(others.join('. ')),
    obstacleRoots: rootsOf(answers.obstacles),
    quantities: quantitiesOf(goal),
    currency: currencyOf(Object.values(answers).join(' ')),
    moneyPerWeek: moneyPerWeekOf(Object.values(answers).join(' ')),
    days: daysOf(rootsOf(time)),
    sessionMinutes: sessionMinutesOf(rootsOf(time)),
    timeOfDay: timeOfDayOf(rootsOf(time)),
    deadline: (DEADLINE.exec(answers.goal)?.[0] ?? '').replace(/^\w+/, (word) =>
      word.toLowerCase(),
    ),
    resources: resourcesOf(answers.resources),
    people: peopleOf(`${answers.resources} ${answers.workingStyle} ${answers.why}`),
    doing: doingOf(answers.goal),
    thing: frame.thing,
    frame,
    date: goalDateOf(answers.goal),
    allText: Object.values(answers).join(' '),
    allGoal: answers.goal,
  };
}

/** "I want to build a canoe." → "building a canoe"; "Finish my thesis" → "finishing your thesis". */
function doingOf(goal: string): string {
  const doc = nlp(firstSentence(goal));
  doc.remove('^(i|we) (want|would like|wish|hope|plan|need|am going|will|would love) to');
  doc.remove('^(i|we) (will|shall)');
  const rest = nlp(doc.text());
  rest.verbs(0).toGerund();
  const text = rest
    .text()
    .replace(/^(?:is|are|am)\s+/i, '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/[.!?]+$/, '')
    .trim();
  // At most ten words, never ending on a small one ("… with your").
  const words = text.split(/\s+/).slice(0, 10).join(' ');
  return lowerFirst(withoutTrailingSmallWords(words));
}

function numbersAsDigits(text: string): string {
  const doc = nlp(text);
  doc.numbers().toNumber();
  return doc.text();
}

/** Roots of every word, lower case, punctuation gone: "Ran 10Ks!" → "run 10k". */
export function rootsOf(text: string): string {
  const doc = nlp(text);
  doc.compute('root');
  return doc
    .text('root')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€£%.\s-]+/gu, ' ')
    .replace(/(?<!\d)[.]|[.](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Suffixes of numbers that are units: "10k" is kilometres in a goal, "5k" too. */
/** Units written out, as the one short name kinds use. */
const UNIT_WORDS: Record<string, string> = {
  pound: 'lb',
  lbs: 'lb',
  kilo: 'kg',
  kilogram: 'kg',
  kilogramme: 'kg',
  kilometer: 'km',
  kilometre: 'km',
  meter: 'm',
  metre: 'm',
  mi: 'mile',
};

const UNIT_SUFFIXES: Record<string, string> = {
  km: 'km',
  kg: 'kg',
  lb: 'lb',
  lbs: 'lb',
  m: 'm',
  mi: 'mile',
  '%': '%',
};

/** Words between a number and its unit. */
const DESCRIBING = new Set([
  'new',
  'more',
  'healthy',
  'different',
  'big',
  'small',
  'good',
  'great',
  'easy',
  'simple',
  'quick',
  'extra',
  'other',
  'real',
  'whole',
  'full',
  'short',
  'long',
  'proper',
  'complete',
]);

/** Words after "10k" that make it a race distance, not ten thousand of something. */
const NOT_COUNTED = new Set([
  '',
  'race',
  'run',
  'in',
  'under',
  'on',
  'by',
  'at',
  'for',
  'this',
  'next',
  'before',
  'and',
  'with',
  'without',
  'time',
  'pb',
  'event',
  'charity',
  'fun',
  'trail',
  'road',
]);

function quantitiesOf(doc: ReturnType<typeof nlp>): GoalQuantity[] {
  const quantities: GoalQuantity[] = [];
  for (const found of doc.numbers().json() as NumberJson[]) {
    const { num, prefix, suffix, unit } = found.number ?? {};
    if (typeof num !== 'number' || !Number.isFinite(num)) continue;
    // The unit is the next word, past a describing one: "30 new recipes" counts recipes.
    const next = rootsOf(doc.match(found.text).lookAhead('.+').text()).split(' ');
    const after = next.find((word) => !DESCRIBING.has(word)) ?? '';
    const per = periodOf(next);
    // "20 pounds" is a weight; "£20" is money.
    // (compromise may take "$3,000 a" for one number and drop its prefix: the text keeps it.)
    const money =
      /[$€£]/.test(prefix ?? '') ||
      /^[$€£]/.test(found.text) ||
      /^(dollar|euro|buck|usd|eur|gbp)/.test(after);
    // "10k": a race distance ("a 10K race"), else ten thousand ("10k followers", "$10k").
    if ([suffix, unit].some((part) => part?.toLowerCase() === 'k')) {
      const counted = money || !NOT_COUNTED.has(after);
      quantities.push(
        counted
          ? { value: num * 1000, unit: money ? '' : after, money, per }
          : { value: num, unit: 'km', money: false, per: null },
      );
      continue;
    }
    const word = UNIT_SUFFIXES[(suffix ?? '').toLowerCase()] ?? (unit ? rootsOf(unit) : after);
    quantities.push({ value: num, unit: money ? '' : (UNIT_WORDS[word] ?? word), money, per });
  }
  return quantities;
}

const PERIOD_WORDS: Record<string, RatePeriod> = {
  day: 'day',
  daily: 'day',
  night: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
};

/**
 * "2 books a week", "3 gym sessions per week", "$200 a month", "500 words every day": the period
 * within the few words after the number, before any other number.
 */
function periodOf(next: readonly string[]): RatePeriod | null {
  const words = next.slice(0, 5);
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? '';
    if (/\d/.test(word) && index > 0) return null;
    const period = PERIOD_WORDS[word];
    if (!period) continue;
    const before = words[index - 1] ?? '';
    if (word.endsWith('ly') || ['a', 'per', 'each', 'every', 'an'].includes(before)) return period;
  }
  return null;
}

interface NumberJson {
  text: string;
  number?: { num?: number | null; prefix?: string; suffix?: string; unit?: string };
}

const WEEKS_PER_MONTH = 52 / 12;
const MONEY_RATE =
  /[$€£]\s?(\d[\d,]*(?:\.\d+)?)(k)?\s*(?:\/|a|per|each|every)\s*(week|month|wk|mo)\b/i;

/** "$600 a month", "£50 per week", "$1.5k/month": the amount a week. */
function moneyPerWeekOf(text: string): number | null {
  const found = MONEY_RATE.exec(text);
  if (!found) return null;
  const amount = Number((found[1] ?? '').replace(/,/g, '')) * (found[2] ? 1000 : 1);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return /^w/i.test(found[3] ?? '') ? amount : amount / WEEKS_PER_MONTH;
}

function currencyOf(text: string): string {
  return /€|\beuros?\b/i.test(text) ? '€' : /£|\bpounds?\b/i.test(text) ? '£' : '$';
}

/** "Every morning", "daily": any day will do, whatever weekday is also named. */
const ANY_DAY = /\b(?:every|each) (?:day|morning|evening|night)\b|\bdaily\b/;

function daysOf(roots: string): number[] {
  if (ANY_DAY.test(roots)) return [];
  const days = new Set<number>();
  WEEKDAYS.forEach((day, index) => {
    if (new RegExp(`\\b${day}`).test(roots)) days.add(index);
  });
  if (/\bweekend/.test(roots)) [0, 6].forEach((day) => days.add(day));
  if (/\bweekday|\bwork day|\bworkday/.test(roots)) [1, 2, 3, 4, 5].forEach((day) => days.add(day));
  return [...days].sort((a, b) => a - b);
}

const TIMES_OF_DAY: [RegExp, string][] = [
  [/\b(?:morning|before work|breakfast|early)\b/, 'in the mornings'],
  [/\b(?:lunch|midday|noon)\b/, 'at lunchtime'],
  [/\b(?:afternoon|after school)\b/, 'in the afternoons'],
  [/\b(?:evening|after work|night|after dinner)\b/, 'in the evenings'],
];

function timeOfDayOf(roots: string): string {
  return TIMES_OF_DAY.find(([words]) => words.test(roots))?.[1] ?? '';
}

const DEADLINE =
  /\b(?:by|before)\s+(?:the\s+)?(?:end\s+of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|christmas|new year|my birthday|my wedding)(?:\s+\d{4})?\b/i;

/** "20 minutes a day", "an hour each evening", "5 hours a week" (spread over 4 sessions). */
function sessionMinutesOf(roots: string): number | null {
  const perWeek = /(\d+(?:\.\d+)?) hour (?:a|per|each) week/.exec(roots);
  if (perWeek) return clampMinutes((Number(perWeek[1]) * 60) / 4);
  const minutes = /(\d+) minute/.exec(roots);
  if (minutes) return clampMinutes(Number(minutes[1]));
  const hours = /(\d+(?:\.\d+)?) hour/.exec(roots);
  if (hours) return clampMinutes(Number(hours[1]) * 60);
  if (/\ban hour\b|\bone hour\b/.test(roots)) return 60;
  return null;
}

const clampMinutes = (minutes: number) => Math.min(180, Math.max(10, Math.round(minutes / 5) * 5));

/** "A budgeting app, $600 a month spare and my sister" → ["your budgeting app", …]. */
function resourcesOf(text: string): string[] {
  const phrases = nlp(text).nouns().not('#Pronoun').out('array') as string[];
  return phrases
    .flatMap((phrase) => phrase.split(/,|;|\s+(?:and|or|plus)\s+/))
    .map((phrase) => phrase.replace(/[.,;:!?]+$/, '').trim())
    .filter((phrase) => phrase.length > 2 && phrase.length <= 40 && !/\d/.test(phrase))
    .map((phrase) => ownedPhrase(phrase))
    .slice(0, 4);
}

const PEOPLE =
  /\b(?:my|our)\s+((?:[a-z]+\s+)?(?:friend|partner|wife|husband|sister|brother|mum|mom|dad|mother|father|coach|trainer|teacher|tutor|mentor|boss|manager|colleague|team|kids|children|family|neighbou?r|roommate|flatmate|girlfriend|boyfriend|club|group)s?)\b/gi;

function peopleOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(PEOPLE)].map((match) => `your ${(match[1] ?? '').toLowerCase()}`)),
  ];
}

/** "my old bike" → "your old bike"; "a gym membership" → "your gym membership". */
function ownedPhrase(phrase: string): string {
  const bare = phrase.replace(/^(?:my|our|a|an|the|some)\s+/i, '');
  return `your ${bare.charAt(0).toLowerCase()}${bare.slice(1)}`;
}
