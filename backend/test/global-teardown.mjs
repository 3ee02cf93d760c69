import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const server = globalThis.embeddedTestServer;
  if (!server) return;
  await server.postgres.stop();
  await rm(server.folder, { recursive: true, force: true });
}
