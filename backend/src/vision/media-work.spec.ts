import { describe, expect, it } from '@jest/globals';
import { RetryLaterException, retryAfterOf } from '../platform/errors/retry-later.js';
import { MEDIA_BUSY_MESSAGE, MediaWorkQueue } from './media-work.js';

/** A job that runs until it is finished, counting the jobs at work at once. */
function jobs() {
  let atWork = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const job = () =>
    new Promise<number>((resolve) => {
      atWork += 1;
      most = Math.max(most, atWork);
      finishers.push(() => {
        atWork -= 1;
        resolve(finishers.length);
      });
    });
  const finishAll = async () => {
    while (finishers.length > 0) {
      finishers.splice(0).forEach((finish) => finish());
      // Let the queue start the jobs that waited.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { job, finishAll, most: () => most, atWork: () => atWork };
}

describe('MediaWorkQueue', () => {
  it('runs at most `concurrency` jobs at once and the waiting ones after', async () => {
    const queue = new MediaWorkQueue(2, 8);
    const { job, finishAll, most, atWork } = jobs();
    const results = Array.from({ length: 10 }, () => queue.run(job));
    await new Promise((resolve) => setImmediate(resolve));
    expect(atWork()).toBe(2);
    await finishAll();
    await expect(Promise.all(results)).resolves.toHaveLength(10);
    expect(most()).toBe(2);
  });

  it('refuses with 503 and Retry-After when the waiting line is full, then takes jobs again', async () => {
    const queue = new MediaWorkQueue(2, 8);
    const { job, finishAll } = jobs();
    const accepted = Array.from({ length: 10 }, () => queue.run(job));

    const refusal: unknown = await queue.run(job).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RetryLaterException);
    expect((refusal as RetryLaterException).getStatus()).toBe(503);
    expect((refusal as RetryLaterException).message).toBe(MEDIA_BUSY_MESSAGE);
    expect(retryAfterOf(refusal)).toBeGreaterThan(0);

    await finishAll();
    await Promise.all(accepted);
    const again = queue.run(job);
    await finishAll();
    await expect(again).resolves.toEqual(expect.any(Number));
  });

  it('frees the place of a job that fails', async () => {
    const queue = new MediaWorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
