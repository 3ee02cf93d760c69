import { describe, expect, it } from '@jest/globals';
import { milestoneTitlesSoFar, outlineSoFar } from './outline-progress.js';

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

/** An outline in the order the model is asked to write it: count, milestones, names. */
const LIGHT = {
  checkpointCount: 7,
  milestones: [
    {
      title: 'Lay the foundation',
      description: 'Start small',
      checkpoints: [
        { week: 1, title: 'Week 1: Get clear {on} "why"' },
        { week: 2, title: 'Week 2: Set up' },
        { week: 3, title: 'Week 3: Routine' },
      ],
    },
    {
      title: 'Build momentum',
      description: 'Grow',
      checkpoints: [
        { week: 4, title: 'Week 4: Hard part' },
        { week: 5, title: 'Week 5: Go deeper' },
      ],
    },
    {
      title: 'Make it last',
      description: 'Finish',
      checkpoints: [
        { week: 6, title: 'Week 6: Push' },
        { week: 7, title: 'Week 7: Celebrate' },
      ],
    },
  ],
  goalName: 'Run a half marathon',
  shortTitle: 'Half marathon',
  personalLegend: 'I run a half marathon',
  firstDailyAction: 'Run 10 minutes',
};
const LIGHT_TEXT = JSON.stringify(LIGHT);

/** The text up to the end of `marker`'s first occurrence. */
const upTo = (text: string, marker: string) => text.slice(0, text.indexOf(marker) + marker.length);

describe('outlineSoFar', () => {
  it('finds nothing before the outline has begun, or in text that is not one', () => {
    const nothing = { checkpointCount: null, milestones: [] };
    expect(outlineSoFar('')).toEqual(nothing);
    expect(outlineSoFar('not json')).toEqual(nothing);
    expect(outlineSoFar('{"milestones": "soon"}')).toEqual(nothing);
    expect(outlineSoFar('Sure! Here is your plan: {"goalName": "Run a half')).toEqual(nothing);
  });

  it('gives the stated count once it is whole, and only a count a plan may have', () => {
    expect(outlineSoFar('{"checkpointCount":1').checkpointCount).toBeNull();
    expect(outlineSoFar('{"checkpointCount":12,').checkpointCount).toBe(12);
    expect(outlineSoFar('{"checkpointCount":13,').checkpointCount).toBeNull();
    expect(outlineSoFar('{"checkpointCount":"9",').checkpointCount).toBeNull();
  });

  it('counts a checkpoint only once its object is closed', () => {
    const open = outlineSoFar(upTo(LIGHT_TEXT, '"Week 2: Set up"'));
    expect(open.milestones[0]?.checkpoints.map((checkpoint) => checkpoint.week)).toEqual([1]);
    const closed = outlineSoFar(upTo(LIGHT_TEXT, '"Week 2: Set up"}'));
    expect(closed.milestones[0]?.checkpoints.map((checkpoint) => checkpoint.week)).toEqual([1, 2]);
  });

  it('is not misled by braces and quotes inside strings', () => {
    const soFar = outlineSoFar(upTo(LIGHT_TEXT, '"Week 1: Get clear {on'));
    expect(soFar.milestones[0]?.checkpoints).toEqual([]);
    expect(outlineSoFar(upTo(LIGHT_TEXT, 'why\\""}')).milestones[0]?.checkpoints).toEqual([
      { week: 1, title: 'Week 1: Get clear {on} "why"' },
    ]);
  });

  it('shows a milestone by its title first, and its checkpoints once its description is whole', () => {
    expect(outlineSoFar(upTo(LIGHT_TEXT, '"Lay the foundation"')).milestones).toEqual([
      { title: 'Lay the foundation', description: null, checkpoints: [] },
    ]);
    // A model that writes the checkpoints before the description: none shown until it is whole.
    const late = JSON.stringify({
      milestones: [
        { title: 'First', checkpoints: [{ week: 1, title: 'Week 1: Go' }], description: 'Late' },
      ],
    });
    expect(outlineSoFar(upTo(late, '"Week 1: Go"}')).milestones).toEqual([
      { title: 'First', description: null, checkpoints: [] },
    ]);
    expect(outlineSoFar(late).milestones[0]?.checkpoints).toHaveLength(1);
  });

  it('keeps the descriptions of a whole outline', () => {
    const whole = JSON.stringify({
      goalName: 'Goal',
      milestones: [
        {
          title: 'First',
          description: 'Start',
          checkpoints: [{ week: 1, title: 'Week 1: Go', description: 'Begin' }],
        },
      ],
    });
    expect(outlineSoFar(whole).milestones[0]?.checkpoints).toEqual([
      { week: 1, title: 'Week 1: Go', description: 'Begin' },
    ]);
  });

  it('stops at the first part that is not valid', () => {
    const broken = structuredClone(LIGHT);
    const [first] = broken.milestones;
    if (first?.checkpoints[1]) first.checkpoints[1].week = 0;
    const soFar = outlineSoFar(JSON.stringify(broken));
    expect(soFar.milestones).toHaveLength(1);
    expect(soFar.milestones[0]?.checkpoints.map((checkpoint) => checkpoint.week)).toEqual([1]);
  });

  it('only grows as the text grows, to the whole outline, whatever the cut', () => {
    let previous = outlineSoFar('');
    for (let end = 1; end <= LIGHT_TEXT.length; end += 1) {
      const soFar = outlineSoFar(LIGHT_TEXT.slice(0, end));
      if (previous.checkpointCount !== null) expect(soFar.checkpointCount).toBe(7);
      expect(soFar.milestones.length).toBeGreaterThanOrEqual(previous.milestones.length);
      previous.milestones.forEach((milestone, index) => {
        const now = soFar.milestones[index];
        expect(now?.title).toBe(milestone.title);
        if (milestone.description !== null) expect(now?.description).toBe(milestone.description);
        expect(now?.checkpoints.slice(0, milestone.checkpoints.length)).toEqual(
          milestone.checkpoints,
        );
      });
      previous = soFar;
    }
    expect(previous).toEqual({
      checkpointCount: 7,
      milestones: LIGHT.milestones,
    });
  });
});
