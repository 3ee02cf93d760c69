import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { neutralised, spreadsheetRows } from './spreadsheet-csv.js';

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

describe('spreadsheetRows', () => {
  it('neutralises every text cell, keeps numbers, writes nothing as empty, CRLF rows', () => {
    const csv = spreadsheetRows([
      ['=HYPERLINK("http://x")', -3, null, 'two\nlines'],
      ['@cmd', 0, undefined, 'plain'],
    ]);
    expect(csv).toBe(`"'=HYPERLINK(""http://x"")",-3,,"two\nlines"\r\n'@cmd,0,,plain\r\n`);
    expect(parse(csv)).toEqual([
      ['\'=HYPERLINK("http://x")', '-3', '', 'two\nlines'],
      ["'@cmd", '0', '', 'plain'],
    ]);
  });

  it('starts with a BOM only when asked', () => {
    expect(spreadsheetRows([['a']], { bom: true })).toBe('\ufeffa\r\n');
    expect(spreadsheetRows([['a']])).toBe('a\r\n');
  });
});
