// The frame of the bare baselines: node:http + pg, the session cookie resolved with the same
// query as the backend (SessionsService.resolve: the session joined with its user), then the
// route's handler, whose value is sent back as JSON. GET /ready answers 200 once listening.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const SESSION_SQL = `SELECT "session"."id" AS "session_id", "session"."user_id" AS "session_user_id", "session"."token_hash" AS "session_token_hash", "session"."created_at" AS "session_created_at", "session"."last_used_at" AS "session_last_used_at", "session"."expires_at" AS "session_expires_at", "session"."user_agent" AS "session_user_agent", "user"."id" AS "user_id", "user"."name" AS "user_name", "user"."email" AS "user_email", "user"."email_key" AS "user_email_key", "user"."is_admin" AS "user_is_admin", "user"."time_zone" AS "user_time_zone", "user"."created_at" AS "user_created_at", "user"."last_seen_at" AS "user_last_seen_at" FROM "sessions" "session" INNER JOIN "users" "user" ON "user"."id"="session"."user_id" WHERE "session"."token_hash" = $1`;

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** The session cookie's user ({ id, timeZone, isAdmin }), or null. */
async function signedInUser(req) {
  const token = /(?:^|;\s*)gc_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  const { rows } = await pool.query(SESSION_SQL, [hash]);
  const session = rows[0];
  if (!session || new Date(session.session_expires_at) <= new Date()) return null;
  return { id: session.user_id, timeZone: session.user_time_zone, isAdmin: session.user_is_admin };
}

export function sendJson(res, value) {
  const body = JSON.stringify(value);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
}

/**
 * Serves on PORT until SIGTERM: `handlerFor(url)` is the request's handler, `(user, res)` for
 * the signed-in user, or undefined for a 404. Without a session 401; a handler that throws 500
 * (or a cut response once it has begun).
 */
export function serveRequests(handlerFor) {
  const server = createServer(async (req, res) => {
    if (req.url === '/ready') {
      res.writeHead(200).end();
      return;
    }
    const handler = handlerFor(req.url);
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    try {
      const user = await signedInUser(req);
      if (!user) {
        res.writeHead(401).end();
        return;
      }
      await handler(user, res);
    } catch (error) {
      if (res.headersSent) res.destroy(error);
      else res.writeHead(500).end();
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}

/** Serves `routes` (path → async handler of the signed-in user, its value sent as JSON). */
export function serveSignedIn(routes) {
  serveRequests((url) => {
    const route = routes[url];
    return route && (async (user, res) => sendJson(res, await route(user)));
  });
}
