// `npm start`: build what changed (production), then run the backend, which serves the API,
// the shell and every remote from one origin. `--no-build` skips the build step.
import { spawn } from 'node:child_process';
import { buildAll, repoRoot } from './workspace.mjs';

if (!process.argv.includes('--no-build')) {
  const code = await buildAll();
  if (code !== 0) {
    console.error('The build failed; see above.');
    process.exit(code);
  }
}

const server = spawn(process.execPath, [`${repoRoot}backend/dist/main.js`], {
  cwd: repoRoot,
  env: { NODE_ENV: 'production', ...process.env },
  stdio: 'inherit',
});

// Forward stop signals so the server can shut down gracefully (finish requests, stop the DB).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
