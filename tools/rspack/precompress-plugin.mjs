import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing (source maps are for developers' tools, not for phones). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset
 * of the build, once, so the server (or a CDN) sends the smallest the browser accepts without
 * compressing on every request. Uses Node's own zlib.
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other plugin has written its assets (the HTML page included).
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const bytes = source.buffer();
            if (bytes.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(gzipSync(bytes, { level: 9 })),
            );
          }
        },
      );
    });
  }
}
