import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import {
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
  type WindowState,
  accountKey,
  ipKey,
  retryAfterSeconds,
} from './sign-in-limit.js';

/**
 * Counts failed sign-ins in PostgreSQL, so that every instance behind a load balancer sees
 * the same counts.
 */
@Injectable()
export class SignInLimiter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Seconds the client must wait before trying again, or 0. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const now = this.clock.now();
    const [account, address] = await Promise.all([
      this.window(accountKey(email), now),
      this.window(ipKey(ip), now),
    ]);
    return Math.max(
      retryAfterSeconds(account, SIGN_IN_MAX_FAILURES_PER_ACCOUNT, now),
      retryAfterSeconds(address, SIGN_IN_MAX_FAILURES_PER_IP, now),
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      'INSERT INTO sign_in_failures (key, failed_at) VALUES ($1, $3), ($2, $3)',
      [accountKey(email), ipKey(ip), now],
    );
    // Keep the table small: rows out of every window are useless.
    await this.dataSource.query('DELETE FROM sign_in_failures WHERE failed_at < $1', [
      new Date(now.getTime() - SIGN_IN_WINDOW_MS),
    ]);
  }

  /** A successful sign-in forgets the account's failures (not the address's). */
  async clearAccount(email: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sign_in_failures WHERE key = $1', [accountKey(email)]);
  }

  private async window(key: string, now: Date): Promise<WindowState> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, min(failed_at) AS oldest
         FROM sign_in_failures WHERE key = $1 AND failed_at > $2`,
      [key, new Date(now.getTime() - SIGN_IN_WINDOW_MS)],
    )) as { count: number; oldest: Date | null }[];
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  }
}
