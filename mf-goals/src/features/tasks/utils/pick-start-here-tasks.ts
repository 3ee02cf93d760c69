import type { Task } from '@goalcoach/contracts';

/** Words that make a good first move: finding out, deciding, making something. */
const STARTER_KEYWORDS = /\b(research|plan|create)/i;

/** Imperative openings of a concrete task ("Write…", "Call…"). */
const ACTION_VERBS = new Set([
  'apply',
  'ask',
  'block',
  'book',
  'brainstorm',
  'break',
  'build',
  'buy',
  'call',
  'celebrate',
  'choose',
  'clean',
  'compare',
  'complete',
  'contact',
  'create',
  'decide',
  'define',
  'design',
  'do',
  'draft',
  'email',
  'explain',
  'find',
  'finish',
  'fix',
  'identify',
  'join',
  'learn',
  'list',
  'make',
  'map',
  'measure',
  'meet',
  'note',
  'organize',
  'outline',
  'pick',
  'plan',
  'post',
  'practice',
  'prepare',
  'read',
  'record',
  'reflect',
  'register',
  'remove',
  'repeat',
  'research',
  'review',
  'run',
  'schedule',
  'send',
  'set',
  'share',
  'sign',
  'sketch',
  'sort',
  'spend',
  'start',
  'study',
  'tackle',
  'take',
  'tell',
  'test',
  'track',
  'try',
  'update',
  'use',
  'visit',
  'walk',
  'watch',
  'write',
]);

/** N of the task's 'Week N' checkpoint; tasks outside a week come last. */
export function weekNumberOf(task: Pick<Task, 'checkpointTitle'>): number {
  const match = /\bweek\s*(\d+)/i.exec(task.checkpointTitle ?? '');
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

export function hasStarterKeyword(text: string): boolean {
  return STARTER_KEYWORDS.test(text);
}

export function startsWithActionVerb(text: string): boolean {
  const first =
    text
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  return ACTION_VERBS.has(first);
}

function compareNumbers(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The 'Start Here Today' tasks: pending ones, earliest week first, then those about
 * research/plan/create, then those opening with an action verb; otherwise in list order.
 * Tasks in `keep` stay candidates whatever their status, so a row just ticked keeps its place.
 */
export function pickStartHereTasks(
  tasks: readonly Task[],
  limit = 3,
  keep: ReadonlySet<string> = new Set(),
): Task[] {
  return tasks
    .map((task, index) => ({
      task,
      index,
      week: weekNumberOf(task),
      keyword: hasStarterKeyword(task.task) ? 0 : 1,
      verb: startsWithActionVerb(task.task) ? 0 : 1,
    }))
    .filter(({ task }) => task.status === 'pending' || keep.has(task.id))
    .sort(
      (a, b) =>
        compareNumbers(a.week, b.week) ||
        a.keyword - b.keyword ||
        a.verb - b.verb ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ task }) => task);
}
