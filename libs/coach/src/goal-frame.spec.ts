import { describe, expect, it } from '@jest/globals';
import { frameOf } from './goal-frame.js';

describe('frameOf', () => {
  it.each([
    ['Run for the city council seat in my district', 'run for', 'the city council seat'],
    ['Knit a sweater for my dad', 'knit', 'the sweater'],
    ["Restore my grandmother's quilt", 'restore', "your grandmother's quilt"],
    ['Climb Mount Kilimanjaro', 'climb', 'Mount Kilimanjaro'],
    ['Hike the Appalachian Trail', 'hike', 'the Appalachian Trail'],
    ['Move to Portugal with my family', 'move to', 'Portugal'],
    ['Put on a one-day conference for 150 local makers', 'put on', 'the one-day conference'],
    ['Build 1,000 newsletter subscribers', 'build', 'your newsletter'],
    ['I want to organise a street party for our road', 'organise', 'the street party'],
    ['plan our wedding for next spring', 'plan', 'your wedding'],
    // An ordinal describes ("a first aid certificate", "40th"); a count with nothing of its own
    // is for what follows it, or what it is "of".
    ['Get a first aid certificate', 'get', 'the first aid certificate'],
    ['Throw a surprise 40th birthday party', 'throw', 'the surprise 40th birthday party'],
    [
      "Get 300 members in our running club's facebook group",
      'get',
      "your running club's facebook group",
    ],
    ['Write 50,000 words of my novel', 'write', 'your novel'],
  ])('reads %p as its verb and its thing, names kept as written', (goal, phrase, thing) => {
    const frame = frameOf(goal);
    expect([frame.phrase, frame.thing]).toEqual([phrase, thing]);
  });

  it.each([
    ['Learn to juggle 3 balls', 'juggling 3 balls'],
    ['Stop biting my nails', 'biting your nails'],
    ['Take up woodturning and make my first bowl', 'woodturning'],
    ['Stop swearing so much, especially at work', 'swearing'],
    ['learn British Sign Language', 'British Sign Language'],
  ])('reads %p as the activity %p', (goal, activity) => {
    expect(frameOf(goal).activity).toBe(activity);
  });

  it('names no thing for a goal of being, and keeps the object out of a time or a place', () => {
    expect(frameOf('Be a better listener').thing).toBe('');
    expect(frameOf('Walk the Camino de Santiago next September').thing).toBe(
      'the Camino de Santiago',
    );
    expect(frameOf('Knit a sweater for my dad').restRoots).toContain('dad');
  });
});
