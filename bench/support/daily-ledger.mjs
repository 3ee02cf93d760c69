// What the daily-loop bench's clients were told about their writes, and the check, straight in
// the tables after the run, that every acknowledged one (a 2xx answer) is there with its value.
// A write that was not acknowledged (503, 5xx, no answer) may or may not have been committed,
// so its value is allowed in the table but never required.
// - Ticks: each habit-date is written in one loop only: once, or twice at the same moment (two
//   devices, different counts). Last write wins, so the row must hold one of the values sent for
//   it, and exist when one was acknowledged.
// - Check-ins: one row per user and day, written by every loop, one after the other. The row must
//   hold the last acknowledged value, or that of a later write whose outcome is unknown.
import pg from 'pg';

const acknowledged = (status) => status >= 200 && status < 300;

export class WriteLedger {
  constructor() {
    // `${habitId} ${date}` → [{ count, status }]
    this.ticks = new Map();
    // userId → [{ date, value, status }] in the order sent
    this.checkIns = new Map();
    // Acknowledged answers that did not hold what was written.
    this.misanswered = [];
  }

  recordTick({ habitId, entryDate, count }, { status, body }) {
    const key = `${habitId} ${entryDate}`;
    this.ticks.set(key, [...(this.ticks.get(key) ?? []), { count, status }]);
    if (acknowledged(status) && (body?.count !== count || body?.entryDate !== entryDate)) {
      this.misanswered.push(`tick ${key}: sent count ${count}, answered ${JSON.stringify(body)}`);
    }
  }

  /** `date`: the user's date when it was sent; the answer's own date wins when there is one. */
  recordCheckIn(userId, date, value, { status, body }) {
    const written = acknowledged(status) && typeof body?.date === 'string' ? body.date : date;
    const writes = this.checkIns.get(userId) ?? [];
    writes.push({ date: written, value, status });
    this.checkIns.set(userId, writes);
  }

  /** Resolves to `{ ticks, checkIns }` (acknowledged counts) and `lost`: one line per problem. */
  async verify(databaseUrl, userIds) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const entries = await client.query(
        `SELECT habit_id || ' ' || to_char(entry_date, 'YYYY-MM-DD') AS key, status, count
           FROM habit_entries WHERE user_id = ANY ($1::uuid[])`,
        [userIds],
      );
      const checkIns = await client.query(
        `SELECT user_id || ' ' || to_char(date, 'YYYY-MM-DD') AS key,
                completed_daily_action AS "completedDailyAction", wins, lessons,
                confidence_level AS "confidenceLevel"
           FROM daily_checkins WHERE user_id = ANY ($1::uuid[])`,
        [userIds],
      );
      const ticks = this.#verifyTicks(byKey(entries.rows));
      const checked = this.#verifyCheckIns(byKey(checkIns.rows));
      return {
        ticks: ticks.acknowledged,
        checkIns: checked.acknowledged,
        lost: [...this.misanswered, ...ticks.lost, ...checked.lost],
      };
    } finally {
      await client.end();
    }
  }

  #verifyTicks(stored) {
    let count = 0;
    const lost = [];
    for (const [key, writes] of this.ticks) {
      const acks = writes.filter((write) => acknowledged(write.status));
      count += acks.length;
      if (acks.length === 0) continue;
      const row = stored.get(key);
      const allowed = writes.map((write) => write.count);
      if (row?.status !== 'done' || !allowed.includes(row.count)) {
        lost.push(
          `tick ${key}: acknowledged count ${acks.map((w) => w.count).join(' and ')} ` +
            `(sent: ${writes.map((w) => `${w.count} → ${w.status}`).join(', ')}), ` +
            `stored ${row ? `${row.status} count ${row.count}` : 'nothing'}`,
        );
      }
    }
    return { acknowledged: count, lost };
  }

  #verifyCheckIns(stored) {
    let count = 0;
    const lost = [];
    for (const [userId, writes] of this.checkIns) {
      count += writes.filter((write) => acknowledged(write.status)).length;
      for (const date of new Set(writes.map((write) => write.date))) {
        const ofDay = writes.filter((write) => write.date === date);
        const last = ofDay.findLastIndex((write) => acknowledged(write.status));
        if (last < 0) continue;
        // The last acknowledged write, or a later one that may have been committed.
        const allowed = ofDay.slice(last).map((write) => JSON.stringify(write.value));
        const row = stored.get(`${userId} ${date}`);
        if (!row || !allowed.includes(JSON.stringify(pick(row, ofDay[last].value)))) {
          lost.push(
            `check-in of ${userId} on ${date}: acknowledged ${allowed[0]}` +
              (allowed.length > 1 ? ` (or a later unacknowledged ${allowed.slice(1)})` : '') +
              `, stored ${row ? JSON.stringify(row) : 'nothing'}`,
          );
        }
      }
    }
    return { acknowledged: count, lost };
  }
}

const byKey = (rows) => new Map(rows.map(({ key, ...row }) => [key, row]));

/** The row's fields named by `like`, in its order, so the two compare as JSON. */
const pick = (row, like) => Object.fromEntries(Object.keys(like).map((key) => [key, row[key]]));
