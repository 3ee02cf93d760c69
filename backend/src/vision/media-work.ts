import { RetryLaterException } from '../platform/errors/retry-later.js';

export const MEDIA_BUSY_MESSAGE = 'The server is busy processing uploads. Try again in a moment.';
/** A media job takes about a second: two at work and eight waiting clear in a few. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A queue for the costly work on uploaded media (decoding images, reading audio): a few jobs at
 * once, so their memory (in proportion to the pixels) and CPU stay bounded, and a few waiting,
 * each holding its upload (up to 10 MB). A job that finds the waiting line full is refused with
 * 503 and Retry-After instead of piling up memory.
 */
export class MediaWorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else if (this.waiting.length >= this.maxWaiting) {
      throw new RetryLaterException(503, MEDIA_BUSY_MESSAGE, RETRY_AFTER_SECONDS);
    } else {
      // The finishing job hands its place over: `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const mediaWork = new MediaWorkQueue(2, 8);

/** Runs the job in the process's one media queue: at most 2 at once and 8 waiting, else 503. */
export function runMediaWork<T>(job: () => Promise<T>): Promise<T> {
  return mediaWork.run(job);
}
