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
