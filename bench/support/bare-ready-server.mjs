// Baseline: the least a readiness endpoint can be. node:http + pg running the same query.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const server = createServer(async (req, res) => {
  if (req.url !== '/api/health/ready') {
    res.writeHead(404).end();
    return;
  }
  try {
    await pool.query('SELECT 1');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'ok', info: { database: { status: 'up' } } }));
  } catch {
    res.writeHead(503).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
