/**
 * The time as the application sees it. Every rule that depends on time (session expiry, reset
 * tokens, rate limits) asks this provider, never `Date.now()`, so tests can move time.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until moved: for tests. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    super();
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  /** Moves the clock to `instant`, forward or back: a test travelling to another day. */
  set(instant: Date): void {
    this.current = instant.getTime();
  }
}
