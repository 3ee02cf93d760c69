import type { Goal, Habit, VisionImage } from '@goalcoach/contracts';
import type { ApiClient } from './api-client.js';
import { body } from './expect-response.js';
import { createGoal, waitForGoal } from './goals-client.js';
import { ANSWERS } from './plan-responder.js';
import { checkIn, writeWeekly } from './reviews-client.js';
import type { TestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';
import { addImage, audioFile, imageFile, putVoiceNote } from './vision-client.js';
import { jpeg, oggOpus } from './vision-media.js';

/** What `fillAccount` made, to look for in an export or after a deletion. */
export interface FilledAccount {
  userId: string;
  goal: Goal;
  habit: Habit;
  image: VisionImage;
  /** Texts only this account holds, one per kind of record. */
  marks: {
    goal: string;
    habit: string;
    checkInWin: string;
    weeklyWin: string;
    statement: string;
    caption: string;
    /** A task of the person's own, without a goal; it starts like a spreadsheet formula. */
    personalTask: string;
  };
}

/**
 * One of everything a person can have, made through the API as they would (a goal with its
 * plan, a habit with entries on several days, a check-in, a weekly review, reminders, a vision
 * statement, an image and a voice note, a calendar feed, a task of their own), plus the rows the app writes about them: an AI call
 * record, a kept mail and a push subscription.
 */
export async function fillAccount(
  app: Pick<TestApp, 'get'>,
  db: TestDatabase,
  client: ApiClient,
  name: string,
): Promise<FilledAccount> {
  const marks = {
    goal: `${name}'s marathon, "sub 4h", with commas`,
    habit: `${name} stretches, every morning 🧘`,
    checkInWin: `${name} ran 5 km`,
    weeklyWin: `${name}'s best week`,
    statement: `${name} crosses the finish line smiling`,
    caption: `${name}'s finish line`,
    personalTask: `=SUM(1,2) ${name} buys milk`,
  };
  const created = await createGoal(client, { ...ANSWERS, goal: marks.goal });
  const goal = await waitForGoal(client, created.id);
  const habit = await body<Habit>(
    await client.post('/api/habits', { habitName: marks.habit, goalId: goal.id }),
    201,
  );
  // Kept since March, as if made then: entries can go back to the day a habit was made.
  await db.query("UPDATE habits SET created_on = '2026-03-01' WHERE id = $1", [habit.id]);
  for (const [entryDate, status] of [
    ['2026-03-02', 'done'],
    ['2026-03-03', 'skipped'],
    ['2026-03-04', 'done'],
  ] as const) {
    await body(
      await client.post('/api/habit-entries', {
        habitId: habit.id,
        entryDate,
        completed: status === 'done',
        status,
      }),
      201,
    );
  }
  await body(
    await client.post('/api/tasks', { task: marks.personalTask, date: '2026-03-05' }),
    201,
  );
  await checkIn(client, { completedDailyAction: true, confidenceLevel: 7, wins: marks.checkInWin });
  await writeWeekly(client, { winsThisWeek: marks.weeklyWin });
  await body(
    await client.send('PUT', '/api/notifications/settings', {
      enabled: true,
      reminderTime: '07:30',
    }),
  );
  await body(await client.get('/api/calendar/feed'));
  await body(await client.post('/api/vision/statement', { statement: marks.statement }));
  const image = await addImage(app, client, imageFile(await jpeg()), ['caption', marks.caption]);
  await body(await putVoiceNote(app, client, audioFile(oggOpus(2), 'audio/ogg', 'voice.ogg')));

  const { rows } = await db.query('SELECT user_id FROM goals WHERE id = $1', [goal.id]);
  const userId = (rows[0] as { user_id: string }).user_id;
  await db.query(
    `INSERT INTO ai_calls (user_id, goal_id, purpose, model, prompt_tokens, completion_tokens,
       cost_usd, duration_ms, outcome, created_at)
     VALUES ($1, $2, 'plan', 'gpt-4o-mini', 900, 2100, 0.0014, 5000, 'ok', now())`,
    [userId, goal.id],
  );
  await db.query(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, created_at)
     SELECT email, 'Reset your password', 'a link', '<p>a link</p>', now() FROM users WHERE id = $1`,
    [userId],
  );
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
     VALUES ($1, $2, 'p256dh-key', 'auth-secret', now())`,
    [userId, `https://push.example.com/${userId}`],
  );
  return { userId, goal, habit, image, marks };
}
