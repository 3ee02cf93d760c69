// Bulk inserts for the admin seed. Row by row, a table's B-trees take most of an insert's time
// (500,000 random UUIDs in a primary key: ~5 s of ~10 s); built once over the rows they are a
// sort. So the table's indexes (and the constraints they back) are dropped and made again from
// the catalog's own definitions, in the seed's transaction: the schema ends as the migrations
// made it. The triggers are skipped too (session_replication_role), and the only ones the
// tables may have are the ones the seed replays after (the usage rollup): a new one fails here.
const INDEXES_SQL = `
  SELECT i.indexrelid::regclass::text AS index, quote_ident(c.conname) AS "constraint",
         CASE WHEN c.oid IS NULL THEN pg_get_indexdef(i.indexrelid)
              ELSE format('ALTER TABLE %s ADD CONSTRAINT %I %s', i.indrelid::regclass,
                          c.conname, pg_get_constraintdef(c.oid)) END AS definition
    FROM pg_index i
    LEFT JOIN pg_constraint c
      ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x')
   WHERE i.indrelid = $1::regclass
   ORDER BY c.contype = 'p' DESC NULLS LAST, 1`;

const USER_TRIGGERS_SQL = `
  SELECT tgname FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal ORDER BY 1`;

/**
 * Runs `insert()` with `table`'s indexes dropped and its triggers skipped, then makes the
 * indexes again. `replayedTriggers`: the user triggers of `table` whose effect the caller
 * writes itself; any other one fails the seed rather than be skipped unseen.
 */
export async function bulkInsert(client, table, replayedTriggers, insert) {
  const triggers = (await client.query(USER_TRIGGERS_SQL, [table])).rows.map((r) => r.tgname);
  const unknown = triggers.filter((name) => !replayedTriggers.includes(name));
  if (unknown.length > 0) {
    throw new Error(`the admin seed skips triggers but does not replay ${unknown} on ${table}`);
  }
  const indexes = (await client.query(INDEXES_SQL, [table])).rows;
  for (const { index, constraint } of indexes) {
    await client.query(
      constraint === null
        ? `DROP INDEX ${index}`
        : `ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`,
    );
  }
  await client.query('SET LOCAL session_replication_role = replica');
  await insert();
  await client.query('SET LOCAL session_replication_role = origin');
  for (const { definition } of indexes) await client.query(definition);
}
