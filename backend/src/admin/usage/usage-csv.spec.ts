import { describe, expect, it } from '@jest/globals';
import { neutralised } from './usage-csv.js';

describe('neutralised', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '\n=1+1'])(
    'prefixes %j with a quote',
    (cell) => {
      expect(neutralised(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Ann', ' =1', "'=1", '', 'a=b'])('leaves %j as it is', (cell) => {
    expect(neutralised(cell)).toBe(cell);
  });
});
