import { describe, expect, it } from '@jest/globals';
import { milestoneTitlesSoFar } from './outline-progress.js';

const OUTLINE = JSON.stringify({
  goalName: 'Run a half marathon',
  shortTitle: 'Half marathon',
  personalLegend: 'I run a half marathon',
  firstDailyAction: 'Run 10 minutes',
  milestones: [
    { title: 'Lay the foundation', description: 'Start', checkpoints: [] },
    { title: 'Build momentum', description: 'Grow', checkpoints: [] },
    { title: 'Level up', description: 'Stretch', checkpoints: [] },
  ],
});

describe('milestoneTitlesSoFar', () => {
  it('finds no milestone before the list starts', () => {
    expect(milestoneTitlesSoFar('')).toEqual([]);
    expect(milestoneTitlesSoFar(OUTLINE.slice(0, OUTLINE.indexOf('"milestones"')))).toEqual([]);
  });

  it('gives only whole titles while the text grows', () => {
    const cut = (marker: string) => OUTLINE.slice(0, OUTLINE.indexOf(marker) + marker.length);
    expect(milestoneTitlesSoFar(cut('"Lay the fo'))).toEqual([]);
    expect(milestoneTitlesSoFar(cut('"Lay the foundation"'))).toEqual(['Lay the foundation']);
    expect(milestoneTitlesSoFar(cut('"Build mom'))).toEqual(['Lay the foundation']);
    expect(milestoneTitlesSoFar(OUTLINE)).toEqual([
      'Lay the foundation',
      'Build momentum',
      'Level up',
    ]);
  });

  it('never grows shorter as the text grows, whatever the cut', () => {
    let seen = 0;
    for (let end = 0; end <= OUTLINE.length; end += 1) {
      const titles = milestoneTitlesSoFar(OUTLINE.slice(0, end));
      expect(titles.length).toBeGreaterThanOrEqual(seen);
      seen = titles.length;
    }
    expect(seen).toBe(3);
  });

  it('ignores text that is not an outline', () => {
    expect(milestoneTitlesSoFar('not json')).toEqual([]);
    expect(milestoneTitlesSoFar('{"milestones": "soon"}')).toEqual([]);
    expect(milestoneTitlesSoFar('{"milestones": [{"title": 3}, {"title": "  "}]}')).toEqual([]);
  });
});
