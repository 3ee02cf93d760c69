// The query plans a read bench prints beside its figures.
import pg from 'pg';

/**
 * EXPLAIN ANALYZE of each `[name, sql, values]` that `queriesOf(client)` gives (it may read the
 * values it needs, such as the bench user's ids, through the client), as printable text.
 */
export async function queryPlans(databaseUrl, queriesOf) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = [];
    for (const [name, sql, values] of await queriesOf(client)) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, values);
      plans.push(`${name}\n${rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
    }
    return plans;
  } finally {
    await client.end();
  }
}
