// Finds a system Chromium for the browser journeys; as root it installs Debian's package.
// Test tools cannot download their own browsers on this network.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      'No Chromium found for the browser journeys. Install one (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.',
    );
    return null;
  }
  console.log('Installing Debian’s chromium for the browser journeys (about a minute)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } catch {
    console.error('Installing chromium with apt-get failed; see above.');
    return null;
  }
  return findChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  if (!path) process.exit(1);
  console.log(path);
}
