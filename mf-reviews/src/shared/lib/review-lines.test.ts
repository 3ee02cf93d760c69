import { reviewLines, stripReviewBullet } from '@goalcoach/contracts';

// The contracts' reading of bullet text, as the Reviews page uses it (the server reads the same).

describe('review lines', () => {
  it('gives one item per non-empty line, bullets and spaces stripped', () => {
    expect(reviewLines('• Ran 5k\n\n  - Slept early \n* Read\n·Cooked\r\nCalled mum')).toEqual([
      'Ran 5k',
      'Slept early',
      'Read',
      'Cooked',
      'Called mum',
    ]);
  });

  it('does not count lines that hold only a bullet', () => {
    expect(reviewLines('• \n•\n  \n- Done')).toEqual(['Done']);
    expect(reviewLines('- \n*  \n-\n*\n- Done')).toEqual(['Done']);
  });

  it('has no items for missing or blank text', () => {
    expect(reviewLines(null)).toEqual([]);
    expect(reviewLines(undefined)).toEqual([]);
    expect(reviewLines('')).toEqual([]);
    expect(reviewLines(' \n ')).toEqual([]);
  });

  it("keeps a '-' or '*' that no space follows: it is the line's own", () => {
    expect(reviewLines('-2 kg this month\n*Starred* idea\n- Walked\n*\tRead')).toEqual([
      '-2 kg this month',
      '*Starred* idea',
      'Walked',
      'Read',
    ]);
    expect(stripReviewBullet('  -5 min screen time')).toBe('-5 min screen time');
    expect(stripReviewBullet('•Ran')).toBe('Ran');
  });

  it('keeps a hyphen inside a line', () => {
    expect(stripReviewBullet('- Follow-up call')).toBe('Follow-up call');
    expect(stripReviewBullet('Well-rested')).toBe('Well-rested');
  });
});
