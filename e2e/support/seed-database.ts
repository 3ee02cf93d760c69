import pg from 'pg';

/**
 * Runs SQL on the journeys' app database (global setup exports its address), for what no API
 * can make, such as a habit created weeks ago. Everything else goes through the API.
 */
export async function seedSql(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is unset: run the journeys through their config');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
