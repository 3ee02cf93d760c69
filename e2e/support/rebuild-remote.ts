import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './environment.js';

type RspackConfigFactory = (
  env: unknown,
  argv: { mode: string },
) => Record<string, unknown> & { output: Record<string, unknown> };

/** Inside the checkout, so the copy resolves the workspace's packages like the original. */
export const VARIANTS_DIR = path.join(repoRoot, 'e2e/.variants');

/** The change the redeploy journey looks for. */
export const REDEPLOY_MARKER = {
  file: 'pages/admin-page.tsx',
  from: 'Monitor users, resources, and system usage',
  to: 'Monitor users, resources, and system usage (redeployed)',
};

type SourceEdit = typeof REDEPLOY_MARKER;

/**
 * Builds a changed copy of one remote with that remote's own Rspack configuration, the way a
 * team would rebuild it alone. Returns the folder holding the build.
 */
export async function buildRemoteVariant(folder: string, edit: SourceEdit): Promise<string> {
  const variantDir = path.join(VARIANTS_DIR, folder);
  const outDir = path.join(variantDir, 'dist');
  rmSync(variantDir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, folder, 'src'), path.join(variantDir, 'src'), { recursive: true });
  const file = path.join(variantDir, 'src', edit.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(edit.from)) throw new Error(`${edit.file} no longer says "${edit.from}"`);
  writeFileSync(file, source.replace(edit.from, edit.to));

  const configUrl = pathToFileURL(path.join(repoRoot, folder, 'rspack.config.mjs')).href;
  const factory = (await import(configUrl)).default as RspackConfigFactory;
  const config = factory({}, { mode: 'production' });
  config.context = variantDir;
  config.output.path = outDir;

  const { rspack } = await import('@rspack/core');
  await new Promise<void>((resolve, reject) => {
    rspack(config as never).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return outDir;
}

/** Deploys like a CDN: new hashed files first, the entry (which points at them) last. */
export function deployRemote(builtDir: string, targetDir: string): void {
  mkdirSync(targetDir, { recursive: true });
  const entries = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'];
  const files = readdirSync(builtDir);
  for (const name of files.filter((f) => !entries.includes(f))) {
    cpSync(path.join(builtDir, name), path.join(targetDir, name), { recursive: true });
  }
  for (const name of entries.filter((f) => files.includes(f))) {
    writeFileSync(path.join(targetDir, name), readFileSync(path.join(builtDir, name)));
  }
}
