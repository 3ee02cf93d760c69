// Baseline: the least the admin routes can be. node:http + pg, the session cookie resolved as
// the backend does (bare-server.mjs) and the user required to be an admin, then the statement
// the backend's service runs for that very path and query string, as the bench recorded it from
// the built services (admin-queries.mjs) and handed it over in BENCH_ADMIN_QUERIES:
// - a JSON route: the rows sent back as JSON as they come, without mapping them;
// - the usage CSV: the same keyset batches, each written as its rows' values joined by commas
//   (no quoting, no neutralising), one write per batch.
// The values are those of the bench's recording (today's boundaries in the admin's zone), so
// only an admin of that zone is answered. GET /ready answers 200 once listening.
import { once } from 'node:events';
import { pool, sendJson, serveRequests } from './bare-server.mjs';

/** { timeZone, csvPath, queries: [[route, sql, values]] } */
const { timeZone, csvPath, queries } = JSON.parse(process.env.BENCH_ADMIN_QUERIES);
const routes = new Map(queries.map(([route, sql, values]) => [route, { sql, values }]));

async function sendRows({ sql, values }, res) {
  const { rows } = await pool.query(sql, values);
  sendJson(res, rows);
}

const csvLine = (row) => `${Object.values(row).join(',')}\n`;

/** The batch statement's $1-$2 are the key to go on from, $4 the batch size. */
async function sendCsv({ sql, values }, res) {
  let batch = (await pool.query(sql, values)).rows;
  res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
  res.write(`${Object.keys(batch[0] ?? {}).join(',')}\n`);
  for (;;) {
    if (batch.length > 0 && !res.write(batch.map(csvLine).join(''))) await once(res, 'drain');
    const last = batch.at(-1);
    if (!last || batch.length < values[3]) break;
    batch = (await pool.query(sql, [last.cursor, last.id, ...values.slice(2)])).rows;
  }
  res.end();
}

serveRequests((url) => {
  const route = routes.get(url);
  if (!route) return undefined;
  return async (user, res) => {
    if (!user.isAdmin || user.timeZone !== timeZone) {
      res.writeHead(403).end();
      return;
    }
    if (url.split('?')[0] === csvPath) await sendCsv(route, res);
    else await sendRows(route, res);
  };
});
