import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { baseURL, repoRoot } from './environment.js';

/**
 * The API answers the visual journey replays, recorded once against the real backend
 * (`VISUAL_RECORD=1`), with the instant they were recorded at: the pictures then never depend
 * on the day the journey runs.
 */
const RECORDINGS_DIR = path.join(repoRoot, 'e2e/fixtures/visual');

/** Whose answers a recording holds: nobody's, the rich member's, or the admin's. */
export type RecordingName = 'signed-out' | 'member' | 'admin';

/** What the pages of a recording need to know besides its answers. */
export type RecordingFacts = {
  /** The instant the recording was made at; the browser's clock stands still there. */
  recordedAt: string;
  /** The member's goal with a plan under way. */
  goalId: string;
};

/**
 * Every API request but the remotes' manifest, which names the files of the build being served
 * (after a rebuild, the recorded one would name files that are gone).
 */
const RECORDED_API = /\/api\/(?!federation\/)/;

/** Stands in for the recording's host (and port) in the files: each run has a port of its own. */
const HOST_PLACEHOLDER = 'recorded-origin.invalid';
const { host } = new URL(baseURL);

const FACTS_FILE = path.join(RECORDINGS_DIR, 'recording.json');

const harFile = (name: RecordingName) => path.join(RECORDINGS_DIR, `${name}.har`);

export function readRecordingFacts(): RecordingFacts {
  return JSON.parse(readFileSync(FACTS_FILE, 'utf8')) as RecordingFacts;
}

export function writeRecordingFacts(facts: RecordingFacts): void {
  mkdirSync(RECORDINGS_DIR, { recursive: true });
  writeFileSync(FACTS_FILE, `${JSON.stringify(facts, null, 2)}\n`);
}

/**
 * Answers the page's API requests from the recording `name`; a request it does not hold is
 * aborted (and the page's error state shows in the picture).
 */
export async function replayRecording(
  page: Page,
  name: RecordingName,
  testInfo: TestInfo,
): Promise<void> {
  const file = testInfo.outputPath(`${name}.har`);
  writeFileSync(file, readFileSync(harFile(name), 'utf8').replaceAll(HOST_PLACEHOLDER, host));
  await page.routeFromHAR(file, { url: RECORDED_API, notFound: 'abort' });
}

/** Records the page's API traffic into `file`, written when its context closes. */
export async function recordInto(page: Page, file: string): Promise<void> {
  await page.routeFromHAR(file, {
    url: RECORDED_API,
    update: true,
    updateContent: 'embed',
    updateMode: 'minimal',
  });
}

type HarHeader = { name: string; value: string };
type HarEntry = {
  request: {
    method: string;
    url: string;
    headers: HarHeader[];
    cookies?: unknown[];
    postData?: { text?: string };
  };
  response: { status: number; headers: HarHeader[]; cookies?: unknown[] };
};
type Har = { log: { entries: HarEntry[] } & Record<string, unknown> };

const withoutCookies = (headers: HarHeader[], name: string) =>
  headers.filter((header) => header.name.toLowerCase() !== name);

/**
 * Merges the files recorded for `name` (one per screen size) into its recording: one answer
 * per request, no session cookies, the host replaced by a placeholder.
 */
export function saveRecording(name: RecordingName, files: string[]): void {
  const hars = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Har);
  const [first] = hars;
  if (!first) throw new Error(`Nothing was recorded for ${name}`);
  const seen = new Set<string>();
  const entries: HarEntry[] = [];
  for (const entry of hars.flatMap((har) => har.log.entries)) {
    const { request, response } = entry;
    // A revalidation's 304 has no body to replay; the first answer, a 200, is kept.
    if (response.status === 304) continue;
    const key = `${request.method} ${request.url} ${request.postData?.text ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    request.headers = withoutCookies(request.headers, 'cookie');
    response.headers = withoutCookies(response.headers, 'set-cookie');
    request.cookies = [];
    response.cookies = [];
    entries.push(entry);
  }
  const text = JSON.stringify({ log: { ...first.log, entries } }, null, 2);
  mkdirSync(RECORDINGS_DIR, { recursive: true });
  writeFileSync(harFile(name), `${text.replaceAll(host, HOST_PLACEHOLDER)}\n`);
}
