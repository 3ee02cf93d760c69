// Baseline: the least the vision read endpoints can be. node:http + pg, the session cookie
// resolved as the backend does (bare-server.mjs), then
// - GET /api/vision/images: the same SQL as the backend (vision-queries.mjs), the rows sent back
//   as JSON as they come, without mapping them;
// - GET /api/vision/files/<name>: the user's file streamed from the backend's own folder
//   (DATA_DIR/files/<userId>/<name>) with fs.createReadStream and the headers the backend's
//   files route sends.
// GET /ready answers 200 once listening.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pool, sendJson, serveRequests } from './bare-server.mjs';
import { VISION_IMAGES_SQL } from './vision-queries.mjs';

const FILES_DIR = path.join(process.env.DATA_DIR, 'files');
// The images and thumbnails the backend names (vision-files.ts), all WebP.
const FILE_ROUTE = /^\/api\/vision\/files\/([0-9a-f]{32}(?:-thumb)?\.webp)$/;
const FILE_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
};

async function listImages(user, res) {
  const { rows } = await pool.query(VISION_IMAGES_SQL, [user.id]);
  sendJson(res, rows);
}

async function sendFile(user, name, res) {
  const file = path.join(FILES_DIR, user.id, name);
  let size;
  try {
    size = (await stat(file)).size;
  } catch {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...FILE_HEADERS, 'content-length': size });
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

serveRequests((url) => {
  if (url === '/api/vision/images') return listImages;
  const fileName = FILE_ROUTE.exec(url)?.[1];
  return fileName && ((user, res) => sendFile(user, fileName, res));
});
