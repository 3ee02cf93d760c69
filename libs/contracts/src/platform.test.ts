// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { looksLikeFile } from './platform.js';

describe('looksLikeFile', () => {
  it.each(['/main.3f9a1c2b.js', '/favicon.ico', '/static/css/app.css', '/a.b/c.json'])(
    '%s is a file',
    (url) => {
      expect(looksLikeFile(url)).toBe(true);
    },
  );

  it.each(['/', '/goals', '/goals/123', '/a.b/goals', '/reviews/2025-01-01', '/trailing.'])(
    '%s is a page',
    (url) => {
      expect(looksLikeFile(url)).toBe(false);
    },
  );
});
