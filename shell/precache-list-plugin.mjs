import { createHash } from 'node:crypto';

/** Placeholder in the worker's code that the list replaces (see precache-list.ts). */
const PLACEHOLDER = 'self.__GOALCOACH_PRECACHE__';
/** Files of the build that are not for the browser to run offline. */
const NOT_PRECACHED = /(?:\.map|\.br|\.gz|\.LICENSE\.txt)$|^sw\.js$/;

/**
 * The shell's file list, written into the service worker's code (like Workbox's
 * injectManifest). The worker is its own build, after the shell's: the first plugin records
 * what the shell emitted, the second writes it into sw.js. A shell build that changes any file
 * changes the list's version and so sw.js itself, which is how browsers learn of a new build.
 */
export function precacheListPlugins() {
  let shellFiles = null;

  const recordShellFiles = {
    apply(compiler) {
      compiler.hooks.afterEmit.tap('RecordShellFiles', (compilation) => {
        // In name order, so the same files always make the same version (and the same sw.js).
        const assets = compilation
          .getAssets()
          .filter(({ name }) => !NOT_PRECACHED.test(name))
          .sort((a, b) => a.name.localeCompare(b.name));
        const hash = createHash('sha256');
        for (const { name, source } of assets) hash.update(name).update(source.buffer());
        shellFiles = {
          version: hash.digest('hex').slice(0, 16),
          urls: assets.map(({ name }) => `/${name}`),
        };
      });
    },
  };

  const writeListIntoWorker = {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('WritePrecacheList', (compilation) => {
        compilation.hooks.processAssets.tap(
          // Before minifying, while the placeholder is still written as in the source.
          { name: 'WritePrecacheList', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
          () => {
            if (!shellFiles) throw new Error('The shell must build before its service worker');
            const worker = compilation.getAsset('sw.js');
            const { source: code, map } = worker?.source.sourceAndMap() ?? {};
            const text = code?.toString() ?? '';
            if (!text.includes(PLACEHOLDER))
              throw new Error(`sw.js no longer reads ${PLACEHOLDER}`);
            // The list only lengthens its own line: the source map stays right elsewhere.
            const list = JSON.stringify(shellFiles);
            const withList = text.replaceAll(PLACEHOLDER, () => list);
            compilation.updateAsset('sw.js', new sources.SourceMapSource(withList, 'sw.js', map));
          },
        );
      });
    },
  };

  return { recordShellFiles, writeListIntoWorker };
}
