// `npm run dev`: the backend in watch mode, the shell's dev server (proxying /api) and a dev
// server per remote, all with live reload. The backend is told to load remotes from them.
import { spawn } from 'node:child_process';
import { bin, repoRoot, run } from './workspace.mjs';

const REMOTES = [
  ['mf-goals', 4201],
  ['mf-habits', 4202],
  ['mf-reviews', 4203],
  ['mf-vision', 4204],
  ['mf-admin', 4205],
];

const remoteUrls = Object.fromEntries(
  REMOTES.map(([folder, port]) => [
    `REMOTE_URL_${folder.replace('-', '_').toUpperCase()}`,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);

if ((await bin('nx', ['run', 'contracts:build', '--outputStyle=static'])) !== 0) process.exit(1);

const children = [];
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream) => (chunk) =>
    stream.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => prefix + line + '\n')
        .join(''),
    );
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  children.push(child);
}

const tsc = `${repoRoot}node_modules/.bin/tsc`;
const rspack = `${repoRoot}node_modules/.bin/rspack`;
if ((await run(tsc, ['-p', 'backend/tsconfig.build.json'])) !== 0) process.exit(1);
start('backend:tsc', tsc, [
  '-p',
  'backend/tsconfig.build.json',
  '--watch',
  '--preserveWatchOutput',
]);
start('backend', process.execPath, ['--watch', 'backend/dist/main.js'], {
  NODE_ENV: 'development',
  PUBLIC_URL: 'http://localhost:4200',
  ...remoteUrls,
});
start('shell', rspack, ['serve', '--mode', 'development', '-c', 'shell/rspack.config.mjs']);
for (const [folder] of REMOTES) {
  start(folder, rspack, ['serve', '--mode', 'development', '-c', `${folder}/rspack.config.mjs`]);
}

console.log('Open http://localhost:4200 (the API runs on http://localhost:3000).');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
