import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  ADMIN_USAGE_DAYS,
  ADMIN_USAGE_EXPORT_MAX_DAYS,
  type AdminUsageExportQuery,
} from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import {
  type CalendarDate,
  addDays,
  daysBetween,
  todayIn,
} from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { type Span, daysSpan } from '../admin-calendar.js';
import { AdminErrorCode, AdminException } from '../admin.exception.js';
import { type UsageCallRow, usageCsvHeader, usageCsvRows } from './usage-csv.js';

/**
 * Rows per query: the export never holds more than this many calls at once.
 * @public bench/support/admin-queries.mjs reads it from the build.
 */
export const USAGE_BATCH_SIZE = 2000;
/** Below every UUID that gen_random_uuid makes: the first batch's key starts from it. */
const LOWEST_ID = '00000000-0000-0000-0000-000000000000';
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const ISO_UTC_MICROSECONDS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * The calls after the key ($1 time, $2 id) and before $3, oldest first, one batch ($4): keyset
 * paging on (created_at, id), so each batch is one index range scan from where the last ended.
 */
const BATCH_SQL = `
  SELECT a.id,
         to_char(a.created_at AT TIME ZONE 'UTC', ${ISO_UTC_MICROSECONDS}) AS cursor,
         to_char(a.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS time,
         coalesce(u.name, '') AS "userName", coalesce(u.email, '') AS "userEmail",
         a.purpose, a.model, a.prompt_tokens AS "promptTokens",
         a.completion_tokens AS "completionTokens", a.cost_usd::text AS cost,
         a.duration_ms AS "durationMs", a.outcome
    FROM ai_calls a
    LEFT JOIN users u ON u.id = a.user_id
   WHERE a.created_at >= $1::timestamptz AND a.created_at < $3
     AND (a.created_at, a.id) > ($1::timestamptz, $2::uuid)
   ORDER BY a.created_at, a.id
   LIMIT $4`;

export interface UsageExport {
  fileName: string;
  /** The CSV, written as it is read. */
  stream: Readable;
}

/** The usage report: every model call of a range of the admin's days, as CSV. */
@Injectable()
export class UsageExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async export(admin: UserEntity, query: AdminUsageExportQuery): Promise<UsageExport> {
    const { from, to } = this.range(admin, query);
    const span = daysSpan(from, to, admin.timeZone);
    // Read before the first byte is sent: a database error is still a clean error answer.
    const first = await this.batch(span, span.start.toISOString(), LOWEST_ID);
    // A later failure reaches the response as the stream's error (the download is cut short).
    const stream = Readable.from(this.chunks(span, first), { objectMode: false });
    return { fileName: `usage-${from}-to-${to}.csv`, stream };
  }

  /** The days asked for, by default the last 30 (today included). */
  private range(
    admin: UserEntity,
    query: AdminUsageExportQuery,
  ): { from: CalendarDate; to: CalendarDate } {
    const to = query.to ?? todayIn(admin.timeZone, this.clock.now());
    const from = query.from ?? addDays(to, 1 - ADMIN_USAGE_DAYS);
    if (from > to) throw new AdminException(AdminErrorCode.ReversedRange);
    if (daysBetween(from, to) + 1 > ADMIN_USAGE_EXPORT_MAX_DAYS) {
      throw new AdminException(AdminErrorCode.RangeTooLong);
    }
    return { from, to };
  }

  /** The header, then one CSV chunk per batch. */
  private async *chunks(span: Span, first: UsageCallRow[]): AsyncGenerator<string> {
    yield usageCsvHeader();
    let batch = first;
    for (;;) {
      if (batch.length > 0) yield usageCsvRows(batch);
      const last = batch.at(-1);
      if (!last || batch.length < USAGE_BATCH_SIZE) return;
      batch = await this.batch(span, last.cursor, last.id);
    }
  }

  private async batch(span: Span, afterTime: string, afterId: string): Promise<UsageCallRow[]> {
    return (await this.dataSource.query(BATCH_SQL, [
      afterTime,
      afterId,
      span.end,
      USAGE_BATCH_SIZE,
    ])) as UsageCallRow[];
  }
}
