import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../clock/clock.js';
import { RetryLaterException } from '../../errors/retry-later.js';
import { type RateLimitKey, retryAfterSeconds, storedKey } from './rate-limit-rule.js';

/**
 * First key of the two-key advisory locks taken per counter (a key space apart from the
 * single-key locks of migrations, jobs and sign-up).
 */
const RATE_LIMIT_LOCK_CLASS = 736_203;
/** How often one instance deletes every expired row (the keys it counts are cleaned on use). */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/** The rows one counted attempt added, to forget them when the attempt turns out fine. */
export interface CountedAttempt {
  readonly ids: readonly string[];
}

export type RateLimitOutcome =
  | { readonly allowed: true; readonly attempt: CountedAttempt }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Sliding-window counters in PostgreSQL (table `rate_limit_hits`, one row per attempt), so every
 * instance behind a load balancer counts together. Checking a key and counting the attempt are
 * one step: a transaction holding an advisory lock per key, so N parallel attempts on a key
 * pass exactly `limit` times.
 */
@Injectable()
export class RateLimiter {
  private nextSweepAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt on every key, or throws a 429 (with Retry-After) and counts nothing. */
  async consume(keys: readonly RateLimitKey[]): Promise<CountedAttempt> {
    const outcome = await this.tryConsume(keys);
    if (outcome.allowed) return outcome.attempt;
    const refusal = keys[0]?.rule.refusal ?? 'Too many requests. Please try again later.';
    throw new RetryLaterException(429, refusal, outcome.retryAfterSeconds);
  }

  /** Counts one attempt on every key when none is full; else counts nothing and says how long. */
  async tryConsume(keys: readonly RateLimitKey[]): Promise<RateLimitOutcome> {
    const now = this.clock.now();
    const counters = [...new Map(keys.map((key) => [storedKey(key), key])).entries()].map(
      ([stored, key]) => ({
        stored,
        limit: key.rule.limit,
        expiresAt: new Date(now.getTime() + key.rule.windowMs),
      }),
    );
    const stored = counters.map((counter) => counter.stored);

    return this.dataSource.transaction(async (manager) => {
      // The locks first, in a statement of their own: the next statement's snapshot then holds
      // everything the previous holders committed (READ COMMITTED). Taken in the order of the
      // lock numbers, so that two requests sharing keys never wait for each other in a circle.
      await manager.query(
        `SELECT pg_advisory_xact_lock($1, lock)
           FROM (SELECT DISTINCT hashtext(key) AS lock FROM unnest($2::text[]) AS key
                  ORDER BY lock) AS locks`,
        [RATE_LIMIT_LOCK_CLASS, stored],
      );
      // `full_until` of a key: when its limit-th newest attempt expires (null while it has
      // room). The attempt is counted on every key only when no key is full.
      const [row] = (await manager.query(
        `WITH counters AS (
           SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[]) AS c(key, lim, expires_at)
         ), fullness AS (
           SELECT max((SELECT (array_agg(h.expires_at ORDER BY h.expires_at DESC))[c.lim]
                         FROM rate_limit_hits h
                        WHERE h.key = c.key AND h.expires_at > $4)) AS full_until
             FROM counters c
         ), counted AS (
           INSERT INTO rate_limit_hits (key, expires_at)
           SELECT key, expires_at FROM counters WHERE (SELECT full_until FROM fullness) IS NULL
           RETURNING id
         )
         SELECT (SELECT full_until FROM fullness) AS full_until,
                ARRAY(SELECT id::text FROM counted) AS ids`,
        [stored, counters.map((c) => c.limit), counters.map((c) => c.expiresAt), now],
      )) as { full_until: Date | null; ids: string[] }[];
      if (row?.full_until) {
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(row.full_until, now) };
      }
      await this.deleteExpired(manager, now, stored);
      return { allowed: true, attempt: { ids: row?.ids ?? [] } };
    });
  }

  /** Takes back a counted attempt (it succeeded, so it was no guess). */
  async forget(attempt: CountedAttempt): Promise<void> {
    if (attempt.ids.length === 0) return;
    await this.dataSource.query('DELETE FROM rate_limit_hits WHERE id = ANY($1::bigint[])', [
      attempt.ids,
    ]);
  }

  /** Empties a counter (e.g. an account's failed sign-ins once the right password came). */
  async reset(key: RateLimitKey): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_hits WHERE key = $1', [storedKey(key)]);
  }

  /**
   * Keeps the table small: the counters just used lose their expired rows every time, and every
   * few minutes the rows of counters nobody uses any more go too. The sweep skips rows another
   * transaction holds, so it never waits and cannot deadlock with a counter's own clean-up.
   */
  private async deleteExpired(manager: EntityManager, now: Date, keys: string[]): Promise<void> {
    if (now.getTime() >= this.nextSweepAt) {
      this.nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
      await manager.query(
        `DELETE FROM rate_limit_hits WHERE id IN (
           SELECT id FROM rate_limit_hits WHERE expires_at <= $1 FOR UPDATE SKIP LOCKED)`,
        [now],
      );
      return;
    }
    await manager.query('DELETE FROM rate_limit_hits WHERE key = ANY($1) AND expires_at <= $2', [
      keys,
      now,
    ]);
  }
}
