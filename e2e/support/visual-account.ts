import type { Page } from '@playwright/test';
import type {
  CreateGoalRequest,
  CreateHabitRequest,
  Milestone,
  Checkpoint,
  NotificationSettings,
  Task,
} from '@goalcoach/contracts';
import { addDays, todayInAccountZone } from './account-calendar.js';
import { dayOf, monthBefore, monthOf } from './account-month.js';
import { signUp, type TestAccount } from './accounts.js';
import { recordModelCall } from './admin-usage.js';
import { baseURL } from './environment.js';
import { expect } from './fixtures.js';
import { createGoalWithPlan } from './goals-api.js';
import { backdateHabit, createHabit, setHabitEntry } from './habits-api.js';
import { seedSql } from './seed-database.js';
import { addVisionImage, saveVisionStatement } from './vision-api.js';
import { solidPng } from './vision-images.js';

/** The account whose pages the visual journey pictures: something on every page. */
const VISUAL_MEMBER: TestAccount = {
  name: 'Maya Rivera',
  email: 'maya.rivera@e2e.test',
  password: 'steady-compass-73',
};

const RUNNING: CreateGoalRequest = {
  goal: 'Run my first half marathon',
  why: 'I want to prove to myself that I can finish what I start',
  vision: 'I cross the finish line smiling while my family cheers',
  resources: 'A park next door and a friend who runs every weekend',
  obstacles: 'Long weeks at work and cold, dark mornings',
  workingStyle: 'Thirty minutes every morning and a long run on Sundays',
  change: 'I will feel healthier and trust myself to keep promises',
};

const SPANISH: CreateGoalRequest = {
  goal: 'Hold a conversation in Spanish',
  why: 'My partner’s family speaks Spanish at every dinner',
  vision: 'I tell a story at the table and everyone laughs with me',
  resources: 'A language app, a tandem partner and podcasts for the commute',
  obstacles: 'I freeze when I have to speak',
  workingStyle: 'Fifteen minutes a day and one call a week',
  change: 'I will feel at home in a second language',
};

const GARDEN: CreateGoalRequest = {
  goal: 'Grow our own vegetables',
  why: 'Fresh food from the balcony',
  vision: 'A summer salad picked minutes before dinner',
  resources: 'A sunny balcony and seeds from a neighbour',
  obstacles: 'Little time in spring',
  workingStyle: 'Ten minutes every evening',
  change: 'I will slow down and notice the seasons',
};

const sameOrigin = { Origin: baseURL };

async function send(
  page: Page,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const response = await page.request.fetch(url, { method, data, headers: sameOrigin });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response;
}

async function read<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Moves a goal's whole plan `days` back, so that part of it lies in the past. */
async function backdateGoal(goalId: string, days: number): Promise<void> {
  await seedSql(
    `UPDATE goals SET start_date = start_date - $2::int, end_date = end_date - $2::int,
                      created_at = created_at - make_interval(days => $2::int)
      WHERE id = $1`,
    [goalId, days],
  );
  for (const table of ['milestones', 'checkpoints']) {
    await seedSql(
      `UPDATE ${table} SET start_date = start_date - $2::int, end_date = end_date - $2::int
        WHERE goal_id = $1`,
      [goalId, days],
    );
  }
  await seedSql('UPDATE tasks SET date = date - $2::int WHERE goal_id = $1', [goalId, days]);
}

/** The running goal, 17 days in: most past tasks done, a win, the first weeks ticked. */
async function goalUnderWay(page: Page, today: string): Promise<string> {
  const goal = await createGoalWithPlan(page, RUNNING);
  await backdateGoal(goal.id, 17);
  const tasks = await read<Task[]>(page, `/api/tasks/${goal.id}`);
  // Three past days and today left undone, so the figures are not all perfect.
  const missed = new Set([addDays(today, -15), addDays(today, -9), addDays(today, -4), today]);
  const done = tasks.filter((task) => task.date <= today && !missed.has(task.date));
  for (const task of done) {
    await send(page, 'PATCH', `/api/tasks/${task.id}`, { status: 'completed' });
  }
  const [firstDone] = done;
  if (firstDone) {
    await send(page, 'PATCH', `/api/tasks/${firstDone.id}`, { markedAsWin: true });
  }
  const [first] = await read<Milestone[]>(page, `/api/milestones/${goal.id}`);
  if (!first) throw new Error('The plan has no milestones');
  await send(page, 'PATCH', `/api/milestones/${first.id}`, { status: 'in_progress' });
  const weeks = await read<Checkpoint[]>(page, `/api/milestones/${first.id}/checkpoints`);
  for (const week of weeks.slice(0, 2)) {
    await send(page, 'PATCH', `/api/checkpoints/${week.id}`, { status: 'complete' });
  }
  return goal.id;
}

/** A habit `ageDays` old, done every day since but the `missed` and `skipped` days back. */
type SeededHabit = {
  fields: CreateHabitRequest;
  ageDays: number;
  missed: number[];
  skipped?: number[];
};

/** Ages are never a multiple of 7: a habit that old would ask for its weekly reflection. */
const HABITS: SeededHabit[] = [
  {
    fields: {
      habitName: 'Morning run',
      description: 'Out of the door before breakfast, whatever the weather',
      cue: 'Running shoes by the bed',
      reward: 'A hot shower and coffee',
      category: 'Health',
    },
    ageDays: 30,
    missed: [0, 6, 13, 22],
    skipped: [9],
  },
  {
    fields: { habitName: 'Read 10 pages', category: 'Skill', cue: 'After dinner' },
    ageDays: 16,
    missed: [0, 1, 5, 8, 11],
  },
  {
    fields: {
      habitName: 'Phone in the drawer after 10 pm',
      category: 'Mindset',
      isAntiHabit: true,
    },
    ageDays: 10,
    missed: [3, 7],
  },
  {
    fields: {
      habitName: 'Spanish flashcards',
      category: 'Skill',
      frequency: 'custom',
      customDays: [1, 3, 5],
    },
    ageDays: 12,
    missed: [0, 2, 4],
  },
];

async function seedHabits(page: Page, today: string, runningGoalId: string): Promise<void> {
  for (const [index, { fields, ageDays, missed, skipped = [] }] of HABITS.entries()) {
    const habit = await createHabit(
      page,
      index === 0 ? { ...fields, goalId: runningGoalId } : fields,
    );
    await backdateHabit(habit.id, ageDays);
    for (let back = ageDays; back >= 0; back -= 1) {
      if (missed.includes(back)) continue;
      const entryDate = addDays(today, -back);
      const status = skipped.includes(back) ? 'skipped' : undefined;
      await setHabitEntry(page, { habitId: habit.id, entryDate, completed: !status, status });
    }
  }
}

type CheckInRow = {
  date: string;
  done: boolean;
  confidence: number;
  wins: string;
  lessons: string;
};

/** Check-ins on past days (the API only checks in today), with wins and lessons. */
async function seedCheckIns(userId: string, rows: CheckInRow[]): Promise<void> {
  await seedSql(
    `INSERT INTO daily_checkins
       (user_id, date, completed_daily_action, confidence_level, confidence_given, wins, lessons,
        created_at, updated_at)
     SELECT $1, day.date, day.done, day.confidence, true, day.wins, day.lessons, now(), now()
       FROM unnest($2::date[], $3::boolean[], $4::int[], $5::text[], $6::text[])
              AS day (date, done, confidence, wins, lessons)`,
    [
      userId,
      rows.map((row) => row.date),
      rows.map((row) => row.done),
      rows.map((row) => row.confidence),
      rows.map((row) => row.wins),
      rows.map((row) => row.lessons),
    ],
  );
}

const WINS = [
  '• Ran 5 km without stopping',
  '• Booked the race\n• Slept before eleven',
  '• Long run in the rain',
];
const LESSONS = ['• Stretch before running', '• Lay out the kit the night before', ''];

async function seedReviews(page: Page, userId: string, today: string): Promise<void> {
  const lastMonth = monthBefore(today);
  const recent = Array.from({ length: 12 }, (_, index) => addDays(today, -(index + 1)));
  const earlier = [3, 4, 5, 8, 9, 12, 15, 20]
    .map((day) => dayOf(lastMonth, day))
    .filter((date) => !recent.includes(date));
  await seedCheckIns(
    userId,
    [...recent, ...earlier].map((date, index) => ({
      date,
      done: index % 5 !== 3,
      confidence: 5 + (index % 5),
      wins: WINS[index % WINS.length] ?? '',
      lessons: LESSONS[index % LESSONS.length] ?? '',
    })),
  );
  await send(page, 'POST', '/api/reviews', {
    winsThisWeek: 'Finished the first 10 km week',
    whatWorked: 'Running first thing in the morning',
    whatDidntWork: 'Skipping the warm-up',
    areasToImprove: 'Plan the long run on Saturday evening',
  });
  // An earlier week's entry: the server dates an entry today, so it is moved a week back.
  await send(page, 'POST', '/api/reviews', {
    winsThisWeek: 'Bought proper running shoes',
    areasToImprove: 'Go to bed earlier',
  });
  await seedSql(
    `UPDATE weekly_reviews SET review_date = review_date - interval '7 days',
                               week_start = week_start - 7
      WHERE user_id = $1 AND wins_this_week = 'Bought proper running shoes'`,
    [userId],
  );
  const thisMonth = monthOf(today);
  await send(page, 'POST', '/api/reviews/monthly', {
    ...thisMonth,
    totalWins: '• Three long runs in a row\n• Signed up for the race',
    totalLessons: '• Rest days matter',
    weeklyHighlights: '• A sunrise run by the river',
    areasToImprove: '• Eat before long runs',
  });
  await send(page, 'POST', `/api/reviews/monthly/${lastMonth.year}/${lastMonth.month}`);
}

async function seedVisionBoard(page: Page): Promise<void> {
  await addVisionImage(page, solidPng('finish.png', 640, 400, [20, 90, 200]), 'The finish line');
  await addVisionImage(page, solidPng('trail.png', 300, 500, [40, 160, 60]), 'Forest trail');
  await addVisionImage(page, solidPng('sunrise.png', 500, 500, [230, 140, 40]), 'Sunrise runs');
  await saveVisionStatement(
    page,
    'I am a runner who shows up every morning. I cross the finish line of my first half ' +
      'marathon strong, smiling, and proud of every step that got me there.',
  );
}

/**
 * Signs the member up (in `page`'s context) and gives them a goal under way, a new goal, a
 * deleted one, tasks for today, habits with streaks, check-ins, weekly and monthly reviews,
 * reminders and a vision board; the admin's dashboard gets model calls to show. Answers the
 * goal under way.
 */
export async function seedVisualMember(page: Page): Promise<string> {
  const today = todayInAccountZone();
  const user = await signUp(page.request, VISUAL_MEMBER);
  const goalId = await goalUnderWay(page, today);
  const spanish = await createGoalWithPlan(page, SPANISH);
  const garden = await createGoalWithPlan(page, GARDEN);
  await send(page, 'DELETE', `/api/goals/${garden.id}`);
  await send(page, 'POST', '/api/tasks', { task: 'Book a sports massage', date: today });
  await seedHabits(page, today, goalId);
  await seedReviews(page, user.id, today);
  const reminders: NotificationSettings = { enabled: true, reminderTime: '06:30' };
  await send(page, 'PUT', '/api/notifications/settings', reminders);
  await seedVisionBoard(page);
  for (const [index, planned] of [goalId, spanish.id].entries()) {
    await recordModelCall({
      userId: user.id,
      goalId: planned,
      purpose: 'plan_outline',
      model: 'gpt-4o',
      promptTokens: 40_000 + index * 5_000,
      completionTokens: 12_000,
      costUsd: index === 0 ? '0.220000' : '0.232500',
      durationMs: 5_400,
    });
  }
  return goalId;
}
