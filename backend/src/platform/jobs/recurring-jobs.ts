import { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';

/** Between two offers of every recurring queue's next run, on each instance. */
export const RECURRING_OFFER_INTERVAL_MS = 60_000;
/**
 * Offers are made this long after each whole interval of the clock (hh:mm:01), so a run whose
 * work is due at a minute (a reminder at 20:00) starts then, not up to a minute later; the margin
 * covers a database clock a little behind this machine's, whose slot would still be the last one.
 */
const OFFER_MARGIN_MS = 1000;

/** Time from `now` (ms since the epoch) to the next offer: the next whole interval plus margin. */
export function msUntilNextOffer(now: number): number {
  const intoInterval = (now - OFFER_MARGIN_MS) % RECURRING_OFFER_INTERVAL_MS;
  return (
    RECURRING_OFFER_INTERVAL_MS -
    (intoInterval < 0 ? intoInterval + RECURRING_OFFER_INTERVAL_MS : intoInterval)
  );
}

/**
 * Makes the runs of recurring queues (one job per queue every `everySeconds`), safely with any
 * number of instances. Every instance offers each queue's job every minute, with pg-boss's
 * `singletonKey` + `singletonSeconds`: the job table's unique index on (name, singleton_on,
 * singleton_key) keeps one job per queue and time slot, so the first offer of a slot creates
 * the run and every later one is a no-op; the queue's workers on any instance run it.
 *
 * Not pg-boss's schedule(): it needs `schedule: true`, which starts pg-boss's own work() loop
 * for its cron queue, the loop JobQueue replaced because it rejects into the void (ending the
 * process) while the database is away. Nor a job that queues its own next run: one lost run
 * would end the chain until a restart. Here nothing is lost: the next offer makes the run.
 */
export class RecurringJobs {
  private readonly logger = new Logger(RecurringJobs.name);
  private readonly everySeconds = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private offering: Promise<void> = Promise.resolve();
  private stopped = false;
  private unavailableLogged = false;

  constructor(
    private readonly boss: PgBoss,
    /** Called when a run was just made: the queue's workers here look at once. */
    private readonly made: (queue: string) => void,
  ) {}

  /** Adds a queue and offers its run now (so a fresh instance does not wait a minute). */
  async add(queue: string, everySeconds: number): Promise<void> {
    this.everySeconds.set(queue, everySeconds);
    await this.offerOne(queue, everySeconds);
    if (!this.timer && !this.stopped) this.scheduleNextOffer();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.offering;
  }

  /** One timer at a time, set again after each round, so offers keep to the clock's minutes. */
  private scheduleNextOffer(): void {
    this.timer = setTimeout(() => {
      this.offering = this.offering.then(() => this.offerAll());
      if (!this.stopped) this.scheduleNextOffer();
    }, msUntilNextOffer(Date.now()));
    this.timer.unref();
  }

  private async offerAll(): Promise<void> {
    for (const [queue, everySeconds] of this.everySeconds) {
      if (this.stopped) return;
      await this.offerOne(queue, everySeconds);
    }
  }

  /** Never rejects: an offer missed now is made by the next one. */
  private async offerOne(queue: string, everySeconds: number): Promise<void> {
    try {
      const id = await this.boss.send(
        queue,
        {},
        { singletonKey: queue, singletonSeconds: everySeconds },
      );
      this.unavailableLogged = false;
      if (id) this.made(queue);
    } catch (error) {
      // While the database is away every offer fails: say so once, not every minute.
      if (!isDatabaseUnavailable(error)) {
        this.logger.warn({ msg: `Could not offer the next run of ${queue}`, err: error });
      } else if (!this.unavailableLogged) {
        this.unavailableLogged = true;
        this.logger.warn('Recurring jobs paused: the database is unreachable');
      }
    }
  }
}
