// Helpers the start, dev and test scripts share: the repo root and running commands.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Nx without a daemon, cloud or TUI: predictable in scripts and CI. */
export const nxEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

export const WEB_PROJECTS = [
  'shell',
  'mf-goals',
  'mf-habits',
  'mf-reviews',
  'mf-vision',
  'mf-admin',
];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...nxEnv, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a tool installed in the workspace (node_modules/.bin). */
export function bin(name, args, options) {
  return run(`${repoRoot}node_modules/.bin/${name}`, args, options);
}

/** Builds what is out of date; Nx's cache makes an unchanged project free. */
export function buildAll(projects = ['backend', ...WEB_PROJECTS]) {
  return bin('nx', [
    'run-many',
    '-t',
    'build',
    `--projects=${projects.join(',')}`,
    '--parallel=2',
    '--outputStyle=static',
  ]);
}
