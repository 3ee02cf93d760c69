// `npm run dev`: the backend in watch mode, the shell's dev server (proxying /api) and a dev
// server per remote, all with live reload. The backend is told to load remotes from them.
import { spawn } from 'node:child_process';
import { bin, repoRoot, run } from './workspace.mjs';

const REMOTE_DEV_PORTS = {
  'mf-goals': 4201,
  'mf-habits': 4202,
  'mf-reviews': 4203,
  'mf-vision': 4204,
  'mf-admin': 4205,
};
const backendPort = process.env.PORT ?? '3000';
const backendUrl = `http://localhost:${backendPort}`;

const remoteUrls = Object.fromEntries(
  Object.entries(REMOTE_DEV_PORTS).map(([folder, port]) => [
    `REMOTE_URL_${folder.replace('-', '_').toUpperCase()}`,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);

const tsc = `${repoRoot}node_modules/.bin/tsc`;
const rspack = `${repoRoot}node_modules/.bin/rspack`;
if ((await bin('nx', ['run', 'contracts:build', '--outputStyle=static'])) !== 0) process.exit(1);
if ((await run(tsc, ['-p', 'backend/tsconfig.build.json'])) !== 0) process.exit(1);

const children = new Map();
let stopping = false;

function prefixed(stream, name) {
  return (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      stream.write(`[${name}] ${line}\n`);
  };
}

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', prefixed(process.stdout, name));
  child.stderr.on('data', prefixed(process.stderr, name));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      void stopAll(1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.set(name, child);
}

/** Lets every child finish its own graceful shutdown before this process exits. */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
}

start('backend:tsc', tsc, [
  '-p',
  'backend/tsconfig.build.json',
  '--watch',
  '--preserveWatchOutput',
]);
start('backend', process.execPath, ['--watch', 'backend/dist/main.js'], {
  NODE_ENV: 'development',
  PORT: backendPort,
  PUBLIC_URL: 'http://localhost:4200',
  ...remoteUrls,
});
start('shell', rspack, ['serve', '--mode', 'development', '-c', 'shell/rspack.config.mjs'], {
  BACKEND_URL: backendUrl,
});
for (const folder of Object.keys(REMOTE_DEV_PORTS)) {
  start(folder, rspack, ['serve', '--mode', 'development', '-c', `${folder}/rspack.config.mjs`]);
}

console.log(`Open http://localhost:4200 (the API runs on ${backendUrl}).`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
