import { formatSeconds } from './format-seconds';

describe('formatSeconds', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [65, '1:05'],
    [180, '3:00'],
    [-3, '0:00'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});
