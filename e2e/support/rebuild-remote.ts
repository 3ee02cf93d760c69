import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './environment.js';

type RspackConfigFactory = (
  env: unknown,
  argv: { mode: string },
) => Record<string, unknown> & {
  output: Record<string, unknown>;
};

/**
 * Builds a changed copy of one remote with that remote's own Rspack configuration, the way a
 * team would rebuild it alone. `edit` changes the copied sources before the build.
 */
export async function buildRemoteVariant(
  folder: string,
  edit: (sourceDir: string) => void,
): Promise<string> {
  const variantDir = path.join(repoRoot, 'e2e/.variants', folder);
  const outDir = path.join(variantDir, 'dist');
  rmSync(variantDir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, folder, 'src'), path.join(variantDir, 'src'), { recursive: true });
  edit(path.join(variantDir, 'src'));

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
  for (const name of readdirSync(builtDir)) {
    if (!entries.includes(name))
      cpSync(path.join(builtDir, name), path.join(targetDir, name), { recursive: true });
  }
  for (const name of entries) {
    try {
      writeFileSync(path.join(targetDir, name), readFileSync(path.join(builtDir, name)));
    } catch {
      // Not every build writes every manifest file.
    }
  }
}
