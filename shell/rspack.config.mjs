import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federatedAppConfig } from '@goalcoach/rspack-config';
import { PrecompressPlugin } from '@goalcoach/rspack-config/precompress-plugin';
import { precacheListPlugins } from './precache-list-plugin.mjs';

const projectDir = fileURLToPath(new URL('.', import.meta.url));

const shell = federatedAppConfig({
  projectDir,
  name: 'shell',
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/federation/load-error-plugin.ts', import.meta.url)),
  ],
  devPort: 4200,
});

/**
 * The service worker: its own build, without the federation runtime (a worker has no document
 * to load remotes into), one file at a fixed name (/sw.js, served uncached, so a new build
 * takes over at the next visit). It builds after the shell, whose build empties dist/.
 */
function serviceWorker(argv, writeListIntoWorker) {
  const production = argv.mode === 'production';
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: projectDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'webworker',
    entry: { sw: './src/service-worker/service-worker.ts' },
    output: {
      path: path.join(projectDir, 'dist'),
      filename: 'sw.js',
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.js'],
      conditionNames: ['source', '...'],
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: 'defaults and supports es6-module' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    // The precache list goes in before compressing, so the copies carry it too.
    plugins: production ? [writeListIntoWorker, new PrecompressPlugin()] : [],
  };
}

export default (env, argv) => {
  const { recordShellFiles, writeListIntoWorker } = precacheListPlugins();
  const shellConfig = shell(env, argv);
  // The web app manifest and its icons, at fixed addresses (the manifest names them).
  shellConfig.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  // A development build's worker caches nothing (no list): files change on every save.
  if (argv.mode === 'production') shellConfig.plugins.push(recordShellFiles);
  return [{ name: 'shell', ...shellConfig }, serviceWorker(argv, writeListIntoWorker)];
};
