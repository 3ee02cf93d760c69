import { describe, expect, it } from '@jest/globals';
import { type ActiveJob, OrphanWatch } from './orphan-watch.js';

const CONFIRM_MS = 5000;
const NONE = new Set<string>();

function job(id: string, free: boolean, attempt = 0): ActiveJob {
  return { queue: 'plan-generation', id, attempt, free };
}

describe('OrphanWatch', () => {
  it('takes back a job whose lock stays free for the confirmation time', () => {
    const watch = new OrphanWatch(CONFIRM_MS);
    expect(watch.observe(0, [job('a', true)], NONE)).toEqual([]);
    expect(watch.observe(2500, [job('a', true)], NONE)).toEqual([]);
    expect(watch.observe(5000, [job('a', true)], NONE)).toEqual([job('a', true)]);
  });

  it('never takes back a job whose lock is held', () => {
    const watch = new OrphanWatch(CONFIRM_MS);
    for (const now of [0, 5000, 10_000, 60_000]) {
      expect(watch.observe(now, [job('a', false)], NONE)).toEqual([]);
    }
  });

  it('spares an owner that takes its lock again after a database restart', () => {
    const watch = new OrphanWatch(CONFIRM_MS);
    // The restart dropped every lock: free at the first look, held again at the next.
    expect(watch.observe(0, [job('a', true)], NONE)).toEqual([]);
    expect(watch.observe(2500, [job('a', false)], NONE)).toEqual([]);
    // Free again later (say, another blip): the clock starts over.
    expect(watch.observe(6000, [job('a', true)], NONE)).toEqual([]);
    expect(watch.observe(10_000, [job('a', true)], NONE)).toEqual([]);
    expect(watch.observe(11_000, [job('a', true)], NONE)).toEqual([job('a', true)]);
  });

  it('never takes back a job running in this very instance', () => {
    const watch = new OrphanWatch(CONFIRM_MS);
    const here = new Set(['a']);
    for (const now of [0, 5000, 10_000]) {
      expect(watch.observe(now, [job('a', true)], here)).toEqual([]);
    }
  });

  it('starts over when the job is fetched again (a new attempt is a new run)', () => {
    const watch = new OrphanWatch(CONFIRM_MS);
    expect(watch.observe(0, [job('a', true, 0)], NONE)).toEqual([]);
    expect(watch.observe(5000, [job('a', true, 1)], NONE)).toEqual([]);
    expect(watch.observe(10_000, [job('a', true, 1)], NONE)).toEqual([job('a', true, 1)]);
  });

  it('forgets jobs that ended between looks', () => {
    const watch = new OrphanWatch(CONFIRM_MS);
    expect(watch.observe(0, [job('a', true), job('b', true)], NONE)).toEqual([]);
    expect(watch.observe(2500, [job('b', true)], NONE)).toEqual([]);
    // 'a' is active again (not seen in between): its clock starts over.
    expect(watch.observe(5000, [job('a', true), job('b', true)], NONE)).toEqual([job('b', true)]);
    expect(watch.observe(9000, [job('a', true)], NONE)).toEqual([]);
    expect(watch.observe(10_000, [job('a', true)], NONE)).toEqual([job('a', true)]);
  });
});
