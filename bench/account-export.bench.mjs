// Downloading everything of a large account (GET /api/account/export) from the built backend:
// 20 habits with three years of daily entries, three years of check-ins and weekly and monthly
// reviews, a goal with its plan and 5 vision images (other users hold as much, so the person's
// rows are a slice of larger tables). Printed: the time to the last byte and the ZIP's size,
// beside a baseline run in this process (the same records read by plain `pg`, a query a kind
// with no paging, and zipped by archiver into nothing), and how much the backend's memory grew
// while it streamed, beside the size of what it sent. Then a large account (240,000 habit
// entries, written just before the download, so PostgreSQL's statistics have not seen them, as
// after a large import), downloaded once beside the same baseline. The bench fails when a
// download is empty or holds fewer records than were seeded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import JSZip from 'jszip';
import pg from 'pg';
import { signUp } from './support/app-client.mjs';
import { TREE_BACKEND_MAIN, importBuilt } from './support/backend-build.mjs';
import { withBenchBackend } from './support/bench-backend.mjs';
import { seedHabits } from './support/habit-seed.mjs';
import { seedGoalWithPlan } from './support/person-with-content.mjs';
import { seedReviews } from './support/review-seed.mjs';
import { cameraJpeg } from './support/vision-media.mjs';
import { uploadImage } from './support/vision-uploads.mjs';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 5);
const IMAGES = 5;
const LARGE_HABITS = 20;
const LARGE_DAYS = 12_000;
const INVITE_CODE = 'BENCH-EXPORT';
const { EXPORT_KINDS } = await importBuilt('account/export/export-kinds.js');
const { pageQueries } = await importBuilt('account/export/record-pages.js');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

/** One download to its last byte: its time, its bytes, and the backend's peak memory growth. */
async function download(url, cookie, pid) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 5);
  const started = performance.now();
  const response = await fetch(`${url}/api/account/export`, { headers: { cookie } });
  if (response.status !== 200) {
    clearInterval(sampler);
    throw new Error(
      `GET /api/account/export answered ${response.status}: ${await response.text()}`,
    );
  }
  const chunks = [];
  for await (const chunk of response.body) chunks.push(chunk);
  const ms = performance.now() - started;
  clearInterval(sampler);
  const zip = Buffer.concat(chunks);
  return { ms, zip, growth: peak - before };
}

/**
 * The baseline: what the export reads and writes, done the plainest way: each kind's records by
 * plain pg in one query, twice (the export writes each kind as JSON and as CSV), and the same
 * stored images read from the data folder, zipped at the same level into nothing.
 */
async function baseline(databaseUrl, userId, dataDir) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const archive = new ZipArchive({ zlib: { level: 6 } });
    let bytes = 0;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const written = pipeline(archive, sink);
    for (const kind of EXPORT_KINDS) {
      for (const copy of ['json', 'csv']) {
        const { rows } = await client.query(pageQueries(kind, 1_000_000_000).first, [userId]);
        const text = JSON.stringify(rows.map((row) => row.record));
        archive.append(text, { name: `${kind.file}.${copy}` });
      }
    }
    const { rows: images } = await client.query(
      'SELECT image_key FROM vision_images WHERE user_id = $1 ORDER BY position',
      [userId],
    );
    for (const { image_key: key } of images) {
      archive.append(readFileSync(path.join(dataDir, 'files', key)), { name: key, store: true });
    }
    await archive.finalize();
    await written;
    return { ms: performance.now() - started, bytes };
  } finally {
    await client.end();
  }
}

/** Fails loudly unless the ZIP holds every seeded entry and check-in and the 5 images. */
async function checkZip(zip, seeded) {
  if (zip.length === 0) throw new Error('the export answered 0 bytes');
  const archive = await JSZip.loadAsync(zip);
  let unzipped = 0;
  for (const file of Object.values(archive.files)) {
    if (!file.dir) unzipped += (await file.async('uint8array')).length;
  }
  const count = async (name) => JSON.parse(await archive.file(name).async('string')).length;
  const found = {
    entries: await count('habit-entries.json'),
    checkIns: await count('check-ins.json'),
    images: archive.file(/^files\/vision-board\//).length,
  };
  for (const [key, expected] of Object.entries(seeded)) {
    if (found[key] !== expected) {
      throw new Error(`the export holds ${found[key]} ${key}, not the ${expected} seeded`);
    }
  }
  return unzipped;
}

/** Seeds the person's account, downloads it RUNS times beside the baseline, prints the figures. */
async function measureExport({ database, app, appUrl: url, dataDir }) {
  const person = await signUp(url, { inviteCode: INVITE_CODE, name: 'Bench Export' });
  await seedGoalWithPlan(url, person.cookie);
  const entries = await seedHabits(database.url, {
    userId: person.userId,
    otherUsers: OTHER_USERS,
  });
  const { checkIns } = await seedReviews(database.url, { userId: person.userId, otherUsers: 0 });
  const photo = await cameraJpeg(3000, 2000);
  for (let i = 0; i < IMAGES; i += 1)
    await uploadImage(url, person.cookie, photo, `Dream ${i + 1}`);

  // The limit allows 5 downloads an hour: a first one to warm up, then RUNS measured.
  if (RUNS > 4) throw new Error('BENCH_EXPORT_RUNS is at most 4 (5 downloads an hour)');
  await download(url, person.cookie, app.pid);
  const runs = [];
  const baselines = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await download(url, person.cookie, app.pid));
    baselines.push(await baseline(database.url, person.userId, dataDir));
  }
  const unzipped = await checkZip(runs[0].zip, { entries, checkIns, images: IMAGES });

  const ms = median(runs.map((run) => run.ms));
  const baseMs = median(baselines.map((run) => run.ms));
  const size = runs[0].zip.length;
  const growth = median(runs.map((run) => run.growth));
  console.log(
    `Account export: ${entries} habit entries, ${checkIns} check-ins, ${IMAGES} images; ` +
      `median of ${RUNS}`,
  );
  console.log(
    `  export     ${Math.round(ms)} ms to the last byte, ZIP ${mb(size)} (${mb(unzipped)} unzipped)`,
  );
  console.log(
    `  baseline   ${Math.round(baseMs)} ms (one plain pg query a kind + archiver, in this process, ZIP ${mb(median(baselines.map((run) => run.bytes)))})`,
  );
  console.log(`  ratio      ${(ms / baseMs).toFixed(2)}× the baseline`);
  console.log(
    `  memory     the backend grew ${mb(growth)} at most while writing ${mb(unzipped)} ` +
      `of files (${((growth / unzipped) * 100).toFixed(0)}% of it; read a page at a time)`,
  );
}

/** 20 habits of 12,000 days each for the person, straight into the tables, not analysed. */
async function seedLargeAccount(databaseUrl, userId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO habits (user_id, habit_name, display_order, created_at, created_on)
       SELECT $1, 'Large habit ' || n, n, now(), DATE '1990-01-01'
         FROM generate_series(1, $2::int) n`,
      [userId, LARGE_HABITS],
    );
    await client.query(
      `INSERT INTO habit_entries (habit_id, user_id, entry_date, status, count)
       SELECT h.id, h.user_id, h.created_on + d, 'done', 1
         FROM habits h, generate_series(0, $2::int - 1) d WHERE h.user_id = $1`,
      [userId, LARGE_DAYS],
    );
  } finally {
    await client.end();
  }
  return LARGE_HABITS * LARGE_DAYS;
}

/** The large account's one download beside the baseline. */
async function measureLargeExport({ database, app, appUrl: url, dataDir }) {
  const person = await signUp(url, { inviteCode: INVITE_CODE, name: 'Bench Export Large' });
  const entries = await seedLargeAccount(database.url, person.userId);
  const run = await download(url, person.cookie, app.pid);
  const base = await baseline(database.url, person.userId, dataDir);
  await checkZip(run.zip, { entries, checkIns: 0, images: 0 });
  console.log(`Large account export: ${entries} habit entries, just written (not analysed)`);
  console.log(`  export     ${Math.round(run.ms)} ms to the last byte, ZIP ${mb(run.zip.length)}`);
  console.log(
    `  baseline   ${Math.round(base.ms)} ms (the same, read by plain pg in this process)`,
  );
  console.log(`  ratio      ${(run.ms / base.ms).toFixed(2)}× the baseline`);
}

async function main() {
  // The backend whose export code this bench reads, not another build.
  const backend = { main: TREE_BACKEND_MAIN, inviteCode: INVITE_CODE };
  await withBenchBackend({ ...backend, ownDataDir: true }, async (context) => {
    await measureExport(context);
    await measureLargeExport(context);
  });
}

await main();
