// Baseline: the least the review read endpoints can be. node:http + pg running the same SQL as the
// backend (bare-server.mjs: the session cookie's lookup; review-queries.mjs: the route's query),
// the rows sent back as JSON as they come, without mapping them.
import { pool, serveSignedIn } from './bare-server.mjs';
import {
  CHECK_INS_SQL,
  MONTHLY_REVIEWS_SQL,
  RECENT_CHECK_INS_SQL,
  WEEKLY_REVIEWS_SQL,
} from './review-queries.mjs';

const rowsOf = (sql) => async (user) => (await pool.query(sql, [user.id])).rows;

serveSignedIn({
  '/api/checkins': rowsOf(CHECK_INS_SQL),
  '/api/checkins?limit=7': rowsOf(RECENT_CHECK_INS_SQL),
  '/api/reviews': rowsOf(WEEKLY_REVIEWS_SQL),
  '/api/reviews/monthly': rowsOf(MONTHLY_REVIEWS_SQL),
});
