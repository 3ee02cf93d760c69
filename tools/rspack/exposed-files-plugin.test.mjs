// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exposedFiles } from './exposed-files-plugin.mjs';

const group = (...chunks) => ({ chunks: chunks.map((files) => ({ files: new Set(files) })) });

describe('exposedFiles', () => {
  it("lists each exposed module's scripts and style sheets, the chunks it shares included", () => {
    const compilation = {
      namedChunkGroups: new Map([
        [
          '__federation_expose_routes',
          group(['771.a.js'], ['993.b.js', '993.b.js.map'], ['expose_routes.c.js', 'routes.d.css']),
        ],
        ['__federation_expose_HomePage', group(['771.a.js'], ['expose_home.e.js'])],
        // A lazy chunk of a page, not needed before it runs.
        ['habit-history', group(['history.f.js'])],
      ]),
    };
    expect(exposedFiles(compilation)).toEqual({
      routes: { js: ['771.a.js', '993.b.js', 'expose_routes.c.js'], css: ['routes.d.css'] },
      HomePage: { js: ['771.a.js', 'expose_home.e.js'], css: [] },
    });
  });
});
