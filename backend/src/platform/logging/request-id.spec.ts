import { describe, expect, it } from '@jest/globals';
import { requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it.each(['abc-123', 'req_1.2:3', 'A'.repeat(64), '2f1e5c9a-1d4b-4c1e-9a7f-0e2d3c4b5a69'])(
    'keeps the well-formed id %s',
    (id) => {
      expect(requestIdFor(id)).toBe(id);
    },
  );

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'A'.repeat(65)],
    ['with a space', 'a b'],
    ['with a line break', 'abc\ninjected'],
    ['with markup', '<script>'],
    ['with a slash', 'a/b'],
    ['repeated header', ['a', 'b']],
  ])('makes a new UUID when the incoming id is %s', (_label, incoming) => {
    expect(requestIdFor(incoming)).toMatch(UUID);
  });

  it('makes a different id each time', () => {
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
