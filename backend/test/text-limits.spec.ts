import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  HABIT_NAME_MAX_LENGTH,
  type Habit,
  TASK_MAX_LENGTH,
  type Task,
  VISION_CAPTION_MAX_LENGTH,
  VISION_STATEMENT_MAX_LENGTH,
  type VisionImage,
  type VisionProfile,
} from '@goalcoach/contracts';
import sharp from 'sharp';
import type { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { signedIn } from './support/test-users.js';
import { imageFile, uploadImage } from './support/vision-client.js';

/**
 * Two code points that class-validator's MaxLength counted as one (it leaves out the emoji
 * variation selector): text one short of a limit with one of them at the end passed the
 * validation, then the database's char_length CHECK refused it with a 500, or a column without
 * a check stored more than the limit.
 */
const HEART = '\u2764\uFE0F';
const SMILE = '\u263A\uFE0F';

/** `max - 1` letters and the emoji: one code point over the limit. */
const overBy1 = (max: number, emoji = HEART) => 'a'.repeat(max - 1) + emoji;
/** `max - 2` letters and the emoji: exactly at the limit. */
const atLimit = (max: number, emoji = HEART) => 'a'.repeat(max - 2) + emoji;

describe('text limits count characters as PostgreSQL does (code points)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'goalcoach-text-limits-'));
  const block = appPerBlock(() => ({ DATA_DIR: dataDir }));
  let ann: ApiClient;
  let jpeg: Buffer;

  beforeAll(async () => {
    ann = await signedIn(block.app, 'Ann');
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a caption one over with an emoji (400, not 500) and keeps one at the limit', async () => {
    await expectError(
      await uploadImage(block.app, ann, imageFile(jpeg), [
        'caption',
        overBy1(VISION_CAPTION_MAX_LENGTH),
      ]),
      400,
      `The caption must be at most ${VISION_CAPTION_MAX_LENGTH} characters.`,
    );
    const caption = atLimit(VISION_CAPTION_MAX_LENGTH);
    const image = await body<VisionImage>(
      await uploadImage(block.app, ann, imageFile(jpeg), ['caption', caption]),
      201,
    );
    expect(image.caption).toBe(caption);
  });

  it('refuses a vision statement one over with an emoji and keeps one at the limit', async () => {
    await expectError(
      await ann.post('/api/vision/statement', {
        statement: overBy1(VISION_STATEMENT_MAX_LENGTH, SMILE),
      }),
      400,
      `Vision statement must be at most ${VISION_STATEMENT_MAX_LENGTH} characters`,
    );
    const statement = atLimit(VISION_STATEMENT_MAX_LENGTH, SMILE);
    const profile = await body<VisionProfile>(
      await ann.post('/api/vision/statement', { statement }),
    );
    expect(profile.visionStatement).toBe(statement);
  });

  it('refuses a task one over with an emoji and keeps one at the limit', async () => {
    const date = '2026-03-01';
    await expectError(
      await ann.post('/api/tasks', { task: overBy1(TASK_MAX_LENGTH), date }),
      400,
      `Task must be at most ${TASK_MAX_LENGTH} characters`,
    );
    const task = atLimit(TASK_MAX_LENGTH);
    const made = await body<Task>(await ann.post('/api/tasks', { task, date }), 201);
    expect(made.task).toBe(task);
  });

  it('refuses a habit name one over with an emoji and keeps one at the limit', async () => {
    await expectError(
      await ann.post('/api/habits', { habitName: overBy1(HABIT_NAME_MAX_LENGTH) }),
      400,
      `Habit name must be at most ${HABIT_NAME_MAX_LENGTH} characters`,
    );
    const habitName = atLimit(HABIT_NAME_MAX_LENGTH);
    const habit = await body<Habit>(await ann.post('/api/habits', { habitName }), 201);
    expect(habit.habitName).toBe(habitName);
  });
});

describe('text fields are cleaned of invisible and control characters, in one place', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'goalcoach-text-hygiene-'));
  const block = appPerBlock(() => ({ DATA_DIR: dataDir }));
  let bo: ApiClient;

  beforeAll(async () => {
    bo = await signedIn(block.app, 'Bo');
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses names and texts of zero-width characters alone as blank', async () => {
    await expectError(
      await bo.post('/api/habits', { habitName: '\u200b\u200b' }),
      400,
      'Please enter a habit name.',
    );
    await expectError(
      await bo.post('/api/tasks', { task: '\u2060\ufeff', date: '2026-03-01' }),
      400,
      'Please enter a task description.',
    );
    await expectError(
      await bo.patch('/api/auth/profile', { name: '\u200c\u200d', email: 'bo@example.com' }),
      400,
      'Name is required',
    );
  });

  it('keeps one-line names on one line, without controls or bidi overrides', async () => {
    const habit = await body<Habit>(
      await bo.post('/api/habits', {
        habitName: '\u202EdaeR\u202C\u0007 every\r\nday',
        description: 'Ten pages\r\nbefore bed\u001b',
      }),
      201,
    );
    expect(habit.habitName).toBe('daeR every day');
    expect(habit.description).toBe('Ten pages\nbefore bed');

    const task = await body<Task>(
      await bo.post('/api/tasks', { task: 'Call\nthe \u2066bank\u2069\u0007', date: '2026-03-01' }),
      201,
    );
    expect(task.task).toBe('Call the bank');

    const renamed = await bo.patch('/api/auth/profile', {
      name: 'Bo \u202Enhoj\u202C\u0085',
      email: 'bo@example.com',
    });
    expect(await body<{ name: string }>(renamed)).toMatchObject({ name: 'Bo nhoj' });
  });

  it('keeps the lines of multi-line texts, LF only, without controls', async () => {
    const checkIn = await body<{ wins: string | null; lessons: string | null }>(
      await bo.post('/api/checkin', {
        completedDailyAction: true,
        confidenceLevel: 7,
        wins: '• ran\r\n• read\u0007\r\n',
        lessons: '\u200b\u200b',
      }),
      201,
    );
    expect(checkIn).toMatchObject({ wins: '• ran\n• read', lessons: null });
  });

  it('stores a caption of zero-width characters as none, and a spoofed one without overrides', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const blank = await body<VisionImage>(
      await uploadImage(block.app, bo, imageFile(jpeg), ['caption', '\u200b\u200d']),
      201,
    );
    expect(blank.caption).toBeNull();
    const spoofed = await body<VisionImage>(
      await uploadImage(block.app, bo, imageFile(jpeg), ['caption', 'My \u202Egnp.exe\u0007']),
      201,
    );
    expect(spoofed.caption).toBe('My gnp.exe');
  });
});
