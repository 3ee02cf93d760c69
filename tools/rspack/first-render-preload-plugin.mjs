// Preload links in the shell's index.html for every file its first render needs.
//
// The shell's entry is only the federation runtime: it fetches the shared packages and the app
// (the `import('./bootstrap')` boundary) once it runs, so without hints a phone waits for
// main.js to arrive and run before it asks for the rest, a round trip and a download in a row.
// Those files are known at build time: the chunk groups of the bootstrap import and of every
// shared package the shell provides (the shell's own copies are the ones a page runs).
import { rspack } from '@rspack/core';

const PLUGIN = 'FirstRenderPreloadPlugin';

/** Whether a chunk group is loaded by the first render: the app's bootstrap or a provided package. */
function loadedAtStart(group, bootstrapRequest) {
  return (group.origins ?? []).some(
    ({ request, module }) =>
      request === bootstrapRequest || /^provide shared module\b/.test(module?.identifier?.() ?? ''),
  );
}

/**
 * The script and style files of the first render, each once: the entry's first (the page's
 * own script tag comes last in the body, and would otherwise be fetched after all of these),
 * then the others in chunk-group order.
 */
export function firstRenderFiles(compilation, bootstrapRequest) {
  const files = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const file of entrypoint.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  for (const group of compilation.chunkGroups) {
    if (!loadedAtStart(group, bootstrapRequest)) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    }
  }
  return [...files];
}

export class FirstRenderPreloadPlugin {
  /** @param {{ bootstrapRequest: string }} options the request of the bootstrap import */
  constructor({ bootstrapRequest }) {
    this.bootstrapRequest = bootstrapRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tapPromise(PLUGIN, async (data) => {
        const files = firstRenderFiles(compilation, this.bootstrapRequest);
        if (!files.some((file) => file.endsWith('.js'))) {
          // The chunk graph changed shape: better a failed build than a slow page unnoticed.
          throw new Error(`${PLUGIN}: found no first-render chunks for ${this.bootstrapRequest}`);
        }
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${data.publicPath}${file}`,
          },
        }));
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}
