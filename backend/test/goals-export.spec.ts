import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Checkpoint, Goal, Milestone, Task } from '@goalcoach/contracts';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { GOAL_QUESTION_TEXTS } from '../src/goals/export/goal-questions.js';
import { ApiClient } from './support/api-client.js';
import { body } from './support/expect-response.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { ANSWERS } from './support/plan-responder.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

const BOM = [0xef, 0xbb, 0xbf];

/** Quotes, commas, a slash, line breaks and emoji (one of them several code points long). */
const NAME = 'Run a "half" marathon, then rest / recover 🏃‍♀️\nfast';
/** What the name becomes as a file name: no quote, slash or line break. */
const FILE_NAME = 'Run a half marathon, then rest recover 🏃‍♀️ fast';
const WHY = 'Because "I can", and\nbecause my kids 👧 will cheer, loudly';
const TASK_TEXT = 'Buy shoes, "good" ones\nand socks 🧦';

type Row = Record<string, string>;

/** A CSV file of the ZIP: its raw bytes checked for the BOM, then parsed back. */
async function csvOf(zip: JSZip, path: string): Promise<{ text: string; rows: Row[] }> {
  const bytes = await must(zip.file(path), path).async('uint8array');
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  const text = Buffer.from(bytes.slice(3)).toString('utf8');
  return { text, rows: parse(text, { columns: true }) as Row[] };
}

describe('the Notion export of a goal', () => {
  let db: TestDatabase;
  let app: TestApp;
  let ann: ApiClient;
  let goal: Goal;
  let milestones: Milestone[];
  let checkpoints: Checkpoint[];
  let tasks: Task[];
  let edited: Task;
  let response: Response;
  let zip: JSZip;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE });
    ann = await signedIn(app, 'Ann');
    const created = await createGoal(ann, { ...ANSWERS, why: WHY });
    await waitForGoal(ann, created.id);
    // The name as a model could write it; a task text as edited by hand.
    await db.query('UPDATE goals SET goal_name = $1 WHERE id = $2', [NAME, created.id]);
    const { rows } = await db.query(
      `UPDATE tasks SET task = $1, status = 'completed', marked_as_win = true
        WHERE id = (SELECT id FROM tasks WHERE goal_id = $2 ORDER BY date, position LIMIT 1)
        RETURNING id`,
      [TASK_TEXT, created.id],
    );
    goal = await body<Goal>(await ann.get(`/api/goals/${created.id}`));
    milestones = await body<Milestone[]>(await ann.get(`/api/milestones/${goal.id}`));
    checkpoints = (
      await Promise.all(
        milestones.map((milestone) =>
          ann
            .get(`/api/milestones/${milestone.id}/checkpoints`)
            .then((answer) => body<Checkpoint[]>(answer)),
        ),
      )
    ).flat();
    tasks = await body<Task[]>(await ann.get(`/api/tasks/${goal.id}`));
    edited = must(tasks.find((task) => task.id === rows[0].id));
    response = await ann.get(`/api/goals/${goal.id}/export`);
    expect(response.status).toBe(200);
    zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('downloads a ZIP named after the goal, in ASCII and in UTF-8', () => {
    expect(response.headers.get('content-type')).toBe('application/zip');
    const disposition = must(response.headers.get('content-disposition'));
    const ascii = must(/^attachment; filename="([^"]*)"; /.exec(disposition))[1];
    expect(ascii).toBe('Run a half marathon, then rest recover _ fast - Notion export.zip');
    const utf8 = must(/filename\*=UTF-8''([^;\s]+)$/.exec(disposition))[1];
    expect(decodeURIComponent(must(utf8))).toBe(`${FILE_NAME} - Notion export.zip`);
  });

  it("lays out the goal's page and its three databases the way Notion exports a page", () => {
    const files = Object.values(zip.files)
      .filter((file) => !file.dir)
      .map((file) => file.name)
      .sort();
    expect(files).toEqual(
      [
        `${FILE_NAME}.md`,
        `${FILE_NAME}/Checkpoints.csv`,
        `${FILE_NAME}/Milestones.csv`,
        `${FILE_NAME}/Tasks.csv`,
      ].sort(),
    );
  });

  it('writes the page: title, legend, dates, status, progress, answers, milestones and weeks', async () => {
    const page = await must(zip.file(`${FILE_NAME}.md`)).async('string');
    const lines = page.split('\n');
    expect(lines[0]).toBe('# Run a "half" marathon, then rest / recover 🏃‍♀️ fast');
    expect(page).toContain(`> ${goal.personalLegend}`);
    expect(page).toContain(`- **Dates:** ${goal.startDate} to ${goal.endDate}`);
    expect(page).toContain('- **Status:** Active');
    expect(page).toContain(
      `- **Progress:** ${goal.progressPercentage}% (1 of ${goal.taskCount} tasks completed)`,
    );
    const folder = encodeURIComponent(FILE_NAME);
    expect(page).toContain(
      `Databases: [Milestones](${folder}/Milestones.csv), [Weekly checkpoints](${folder}/Checkpoints.csv), [Tasks](${folder}/Tasks.csv)`,
    );
    for (const question of Object.values(GOAL_QUESTION_TEXTS)) {
      expect(page).toContain(`**${question}**`);
    }
    // The answer's line break stays one (a Markdown hard break).
    expect(page).toContain('Because "I can", and  \nbecause my kids 👧 will cheer, loudly');
    expect(page).toContain(ANSWERS.obstacles);
    for (const milestone of milestones) {
      expect(page).toContain(`### ${milestone.position}. ${milestone.title}`);
    }
    for (const checkpoint of checkpoints) {
      expect(page).toContain(
        `- **${checkpoint.title}** (Pending, ${checkpoint.startDate} to ${checkpoint.endDate})`,
      );
    }
    // Every milestone's weeks come under it, in order.
    const positions = checkpoints.map((checkpoint) => page.indexOf(`**${checkpoint.title}**`));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('writes the milestones database', async () => {
    const { text, rows } = await csvOf(zip, `${FILE_NAME}/Milestones.csv`);
    expect(text.startsWith('Title,Status,Start,End,Description\r\n')).toBe(true);
    expect(rows).toEqual(
      milestones.map((milestone) => ({
        Title: milestone.title,
        Status: 'Upcoming',
        Start: milestone.startDate,
        End: milestone.endDate,
        Description: milestone.description,
      })),
    );
  });

  it('writes the checkpoints database', async () => {
    const { rows } = await csvOf(zip, `${FILE_NAME}/Checkpoints.csv`);
    expect(rows).toEqual(
      checkpoints.map((checkpoint) => ({
        Title: checkpoint.title,
        Week: String(checkpoint.weekNumber),
        Milestone: checkpoint.milestoneTitle,
        Status: 'Pending',
        Start: checkpoint.startDate,
        End: checkpoint.endDate,
        Description: checkpoint.description,
      })),
    );
  });

  it('writes the tasks database, the edited text read back exactly', async () => {
    const { text, rows } = await csvOf(zip, `${FILE_NAME}/Tasks.csv`);
    expect(text.startsWith('Task,Status,Date,Checkpoint,Week,Marked as Win\r\n')).toBe(true);
    // The line break inside the text is quoted: the row is still one record.
    expect(text).toContain('"Buy shoes, ""good"" ones\nand socks 🧦",Completed,');
    const weekOf = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.weekNumber]));
    expect(rows).toEqual(
      tasks.map((task) => ({
        Task: task.task,
        Status: task.status === 'completed' ? 'Completed' : 'Pending',
        Date: task.date,
        Checkpoint: task.checkpointTitle ?? '',
        Week: String(weekOf.get(task.checkpointId ?? '') ?? ''),
        'Marked as Win': task.markedAsWin ? 'Yes' : 'No',
      })),
    );
    expect(rows.find((row) => row.Task === TASK_TEXT)).toEqual({
      Task: TASK_TEXT,
      Status: 'Completed',
      Date: edited.date,
      Checkpoint: must(edited.checkpointTitle),
      Week: '1',
      'Marked as Win': 'Yes',
    });
  });

  it("answers 404 for another user's goal, a deleted goal or a bad id, and 401 signed out", async () => {
    const bob = await signedIn(app, 'Bob');
    expect((await bob.get(`/api/goals/${goal.id}/export`)).status).toBe(404);
    expect((await ann.get('/api/goals/not-a-uuid/export')).status).toBe(404);
    expect((await new ApiClient(app).get(`/api/goals/${goal.id}/export`)).status).toBe(401);
    await db.query('UPDATE goals SET deleted_at = now() WHERE id = $1', [goal.id]);
    expect((await ann.get(`/api/goals/${goal.id}/export`)).status).toBe(404);
  });
});
