import { describe, expect, it } from '@jest/globals';
import { maskSecretPaths } from './secret-paths.js';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234';

describe('maskSecretPaths', () => {
  it.each([
    ['the exact address', `/calendar/${TOKEN}.ics`],
    ['another case of the suffix', `/calendar/${TOKEN}.ICS`],
    ['no suffix', `/calendar/${TOKEN}`],
    ['a trailing slash', `/calendar/${TOKEN}/`],
    ['a query string', `/calendar/${TOKEN}.ics?x=1`],
    ['a path below it', `/calendar/a/${TOKEN}.ics`],
    ['a doubled slash', `/calendar//${TOKEN}.ics`],
    ['percent-encoded letters', `/%63alendar/${TOKEN}.ics`],
    ['another case', `/CALENDAR/${TOKEN}.ics`],
    ['an encoded slash', `/calendar%2F${TOKEN}.ics`],
    ['a wrong guess', `/calendar/${'G'.repeat(43)}.ics`],
  ])('masks %s', (_label, path) => {
    expect(maskSecretPaths(path)).toBe('/calendar/<token>');
  });

  it('masks every address in a text, in a full URL, a message or a JSON line', () => {
    const line = JSON.stringify({
      url: `/calendar/${TOKEN}.ics`,
      msg: `GET https://goals.example.com/calendar/${TOKEN}.ics failed; webcal://h/calendar/${TOKEN}.ics`,
      stack: `Error: at "/calendar/${TOKEN}"\n    at x.js:1`,
    });
    const masked = maskSecretPaths(line);
    expect(masked).not.toContain(TOKEN);
    expect(JSON.parse(masked)).toEqual({
      url: '/calendar/<token>',
      msg: 'GET https://goals.example.com/calendar/<token> failed; webcal://h/calendar/<token>',
      stack: 'Error: at "/calendar/<token>"\n    at x.js:1',
    });
  });

  it('leaves the settings calls, other paths and a masked line as they are', () => {
    for (const text of [
      '/api/calendar/feed',
      '/api/calendar/feed/reset',
      '/calendar-help',
      '/calendar',
      '/calendar/',
      '/api/goals/123',
      'calendar/x',
      '/calendar/<token>',
    ]) {
      expect(maskSecretPaths(text)).toBe(text);
    }
  });

  it('masks anything else under /api/calendar/', () => {
    expect(maskSecretPaths(`/api/calendar/${TOKEN}.ics`)).toBe('/api/calendar/<token>');
    expect(maskSecretPaths('/api/calendar/feed/../x')).toBe('/api/calendar/<token>');
  });
});
