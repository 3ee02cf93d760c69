// The files each exposed module of a remote needs before it runs, for the server to list.
//
// Module Federation's own manifest lists an exposed module's chunks, but leaves out a chunk
// that a shared package's fallback uses too (e.g. date-fns beside @goalcoach/session's copy):
// the runtime still loads that chunk for the page. The exposed module's chunk group here has
// all of them, and none of the fallbacks (those are chunk groups of their own, loaded only when
// the shell does not provide the package).

const PLUGIN = 'ExposedFilesPlugin';

/** The asset this plugin writes beside `remoteEntry.js`. */
const EXPOSED_FILES_ASSET = 'exposed-files.json';

/** Module Federation names the chunk of an exposed module `./routes` `__federation_expose_routes`. */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

/** `{ routes: { js: [...], css: [...] } }`: each exposed module's scripts and style sheets. */
export function exposedFiles(compilation) {
  const exposes = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
    const js = new Set();
    const css = new Set();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (file.endsWith('.js')) js.add(file);
        else if (file.endsWith('.css')) css.add(file);
      }
    }
    exposes[name.slice(EXPOSE_CHUNK_PREFIX.length)] = { js: [...js], css: [...css] };
  }
  return exposes;
}

export class ExposedFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const exposes = exposedFiles(compilation);
          if (Object.keys(exposes).length === 0) {
            // The chunk names changed shape: better a failed build than pages a round trip slower.
            throw new Error(`${PLUGIN}: found no exposed module's chunk group`);
          }
          compilation.emitAsset(
            EXPOSED_FILES_ASSET,
            new sources.RawSource(JSON.stringify(exposes, null, 2)),
          );
        },
      );
    });
  }
}
