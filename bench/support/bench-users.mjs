// Seeding a read bench's data: the bench user's rows among other users' alike.
import pg from 'pg';

/**
 * In one transaction: `otherUsers` more users (so the bench user's rows are a slice of larger
 * tables, as in production), then `write(client)` for every user's rows; then ANALYZE of
 * `tables` so the plans are the ones production would get. Resolves to `read(client)`.
 */
export async function seedBenchUsers(databaseUrl, { otherUsers, tables, write, read }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (name, email, email_key, password_hash, time_zone)
       SELECT 'Other ' || n, 'other-' || n || '@example.com', 'other-' || n || '@example.com',
              'not-a-hash', 'America/New_York'
         FROM generate_series(1, $1::int) AS n`,
      [otherUsers],
    );
    await write(client);
    await client.query('COMMIT');
    await client.query(`ANALYZE ${tables.join(', ')}`);
    return await read(client);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
