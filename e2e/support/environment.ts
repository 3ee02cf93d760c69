import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const e2ePort = Number(process.env.E2E_PORT ?? 3107);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
/** Where global setup copies the built front ends; the app serves them from here. */
export const webRoot = path.join(tmpdir(), `goalcoach-e2e-web-${e2ePort}`);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network it cannot reach here (ARCHITECTURE.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A synthetic microphone (a beep) for the vision voice-note journey; nothing else records.
  '--use-fake-device-for-media-stream',
];

export const WEB_FOLDERS = [
  'shell',
  'mf-goals',
  'mf-habits',
  'mf-reviews',
  'mf-vision',
  'mf-admin',
];
