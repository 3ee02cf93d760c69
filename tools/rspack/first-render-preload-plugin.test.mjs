// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstRenderFiles } from './first-render-preload-plugin.mjs';

const group = (origins, ...chunks) => ({
  origins,
  chunks: chunks.map((files) => ({ files: new Set(files) })),
});
const module = (identifier) => ({ identifier: () => identifier });

const compilation = {
  entrypoints: new Map([['main', { getFiles: () => ['main.1.js', 'main.1.js.map'] }]]),
  chunkGroups: [
    group([{ request: './src/index.ts' }], ['main.1.js']),
    group([{ request: './bootstrap' }], ['app.2.js', 'app.2.css'], ['react-dom.3.js']),
    group(
      [{ module: module('provide shared module (default) react@19.3.1 = /r/index.js') }],
      ['react.4.js'],
    ),
    // The fallback a remote would use when the host provides nothing: not the host's page.
    group(
      [{ module: module('consume shared module (default) react@=19.3.1 (fallback: /r)') }],
      ['react-fallback.5.js'],
    ),
    group([{ request: './landing-page' }], ['landing.6.js']),
  ],
};

describe('firstRenderFiles', () => {
  it('lists the entry, the bootstrap import and the provided packages, each once', () => {
    expect(firstRenderFiles(compilation, './bootstrap')).toEqual([
      'main.1.js',
      'app.2.js',
      'app.2.css',
      'react-dom.3.js',
      'react.4.js',
    ]);
  });
});
