// The vision bench's other users: each with a full board of 5 images (rows only; the list
// reads no file), written straight into the (already migrated) database, so that the bench
// user's rows are a slice of a larger table.
import { seedBenchUsers } from './bench-users.mjs';

export const IMAGES_PER_USER = 5;

const INSERT_IMAGES = `
  INSERT INTO vision_images (user_id, position, image_key, thumbnail_key, width, height, caption,
                             emoji, created_at)
  SELECT u.id, p.position, u.id || '/' || p.stem || '.webp', u.id || '/' || p.stem || '-thumb.webp',
         2048, 1536, 'Picture ' || (p.position + 1), NULL, now() - make_interval(days => 5 - p.position)
    FROM users u
   CROSS JOIN LATERAL (
     SELECT g AS position, md5(u.id::text || g) AS stem FROM generate_series(0, $1::int - 1) g
   ) p
   WHERE u.email LIKE 'other-%@example.com'`;

/** Seeds `otherUsers` users with 5 images each, then ANALYZEs. Resolves to the rows in all. */
export function seedOtherBoards(databaseUrl, { otherUsers }) {
  return seedBenchUsers(databaseUrl, {
    otherUsers,
    tables: ['users', 'sessions', 'vision_images'],
    write: (client) => client.query(INSERT_IMAGES, [IMAGES_PER_USER]),
    read: async (client) =>
      (await client.query('SELECT count(*)::int AS rows FROM vision_images')).rows[0].rows,
  });
}
