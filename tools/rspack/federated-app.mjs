// One Rspack configuration for the shell and every remote, so they build and share alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ExposedFilesPlugin } from './exposed-files-plugin.mjs';
import { FirstRenderPreloadPlugin } from './first-render-preload-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/**
 * Singletons every build shares. The workspace libs hold React context and stores (session,
 * query client, toasts, theme), so two copies would split the app's state.
 * The shell provides them all, so its copies are eager: they sit in its main.js, which a phone
 * fetches as one file rather than as a dozen small ones (each a round trip on a slow network,
 * and compressed worse); the remotes still take them from the share scope.
 */
function sharedSingletons(projectDir, isHost) {
  const { dependencies } = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
  const pinned = (name) => ({
    singleton: true,
    requiredVersion: dependencies[name],
    eager: isHost,
  });
  const workspace = { singleton: true, requiredVersion: false, eager: isHost };
  return {
    react: pinned('react'),
    // One JSX runtime for all: a remote in development inside a production shell (or the
    // reverse) must not bring a runtime that expects the other React build.
    'react/jsx-runtime': pinned('react'),
    'react-dom': pinned('react-dom'),
    zustand: pinned('zustand'),
    '@tanstack/react-query': pinned('@tanstack/react-query'),
    '@goalcoach/ui': workspace,
    '@goalcoach/api': workspace,
    '@goalcoach/session': workspace,
    '@goalcoach/routing': workspace,
  };
}

/**
 * @param {object} options
 * @param {string} options.projectDir absolute folder of the app (holds src/ and dist/)
 * @param {string} options.name federation container name (an identifier: mf_goals)
 * @param {Record<string, string>} [options.exposes] remote only: exposed path → file
 * @param {boolean} [options.isHost] the shell: has an HTML page and loads remotes at run time
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (files)
 * @param {number} options.devPort port of `rspack serve`
 */
export function federatedAppConfig({
  projectDir,
  name,
  exposes,
  isHost = false,
  runtimePlugins = [],
  devPort,
}) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const hashed = (base) => (production ? `${base}.[contenthash:8].js` : `${base}.js`);
    return {
      context: projectDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(projectDir, 'dist'),
        // Remotes resolve their chunks next to their remoteEntry.js wherever it is deployed.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: hashed('[name]'),
        chunkFilename: hashed('[name]'),
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        // Workspace libs publish their TypeScript sources under the "source" condition.
        conditionNames: ['source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // Always `react/jsx-runtime` (shared above), never `jsx-dev-runtime`.
                transform: { react: { runtime: 'automatic', development: false } },
              },
              env: { targets: 'defaults and supports es6-module' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          {
            // The federation runtime's packages require each other as CommonJS, which keeps
            // every optional part (snapshots, preloading) that the ESM build lets the build
            // drop: read them as ESM.
            test: /node_modules[\\/]@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', '...'] } } },
          },
        ],
      },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(projectDir, isHost),
          // The default ('version-first') fetches and runs every registered remote's entry on
          // the first load of any, to compare shared versions; the shell provides every
          // singleton, so a page needs only its own remote's entry.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          manifest: !isHost,
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        isHost &&
          new rspack.HtmlRspackPlugin({
            template: path.join(projectDir, 'src/index.html'),
            favicon: path.join(projectDir, 'src/favicon.svg'),
            inject: 'body',
            scriptLoading: 'defer',
          }),
        // The host's src/index.ts imports './bootstrap' behind the federation boundary.
        isHost && production && new FirstRenderPreloadPlugin({ bootstrapRequest: './bootstrap' }),
        !isHost && production && new ExposedFilesPlugin(),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost
          ? [
              {
                context: ['/api', '/remotes'],
                target: process.env.BACKEND_URL ?? 'http://localhost:3000',
              },
            ]
          : undefined,
      },
    };
  };
}
