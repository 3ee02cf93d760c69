// The vision board on the built backend, each figure beside a baseline in the same run:
// 1. GET /api/vision/images of a user with 5 images (20 more users hold 5 each), beside a bare
//    node:http + pg server running the same SQL;
// 2. GET /api/vision/files/<thumbnail> of a thumbnail uploaded through the app, beside the bare
//    server streaming the same file from the same DATA_DIR folder with the same headers;
// 3. POST /api/vision/images of a 4000×3000 camera JPEG, one after the other, beside the same
//    re-encode done by sharp alone in the bench process; then 4 uploads at once (4 users), to
//    show the encoder's cap of 2 at once.
// The ratios are the figures to watch; the bench fails when a run measured nothing (no
// requests, errors, no bytes, or not the seeded answer).
import { statSync } from 'node:fs';
import path from 'node:path';
import { getJson } from './support/app-client.mjs';
import { measureRoute } from './support/load.mjs';
import { withBareServer } from './support/processes.mjs';
import { queryPlans } from './support/query-plans.mjs';
import { printRouteResults } from './support/route-report.mjs';
import { withSignedInBackend } from './support/bench-backend.mjs';
import { fetchFile, measureFileRoute } from './support/vision-file-load.mjs';
import { cameraJpeg, reencode } from './support/vision-media.mjs';
import { VISION_IMAGES_SQL } from './support/vision-queries.mjs';
import { printFileThroughput, printUploads } from './support/vision-report.mjs';
import { IMAGES_PER_USER, seedOtherBoards } from './support/vision-seed.mjs';
import { deleteImage, timeAtOnce, timeInTurns, uploadImage } from './support/vision-uploads.mjs';

const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 20);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const CONCURRENT_UPLOADS = 4;
const INVITE_CODE = 'BENCHVISION';
const AIMS = { ratio: 0.5 };
const LIST_ROUTE = '/api/vision/images';
// The upload limit (VISION_UPLOAD_MAX_BYTES): a larger photo would measure the refusal.
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
// A 4000×3000 photo turned a quarter by its EXIF, inside 2048 px.
const STORED_SIZE = { width: 1536, height: 2048 };

const ids = (rows, key) => rows.map((row) => row[key]).join(',');

/** The list must be the board's images, oldest first (the bare server's rows are unmapped). */
function checkList(server, answer, board, key = 'id') {
  if (!Array.isArray(answer) || answer.length !== IMAGES_PER_USER || ids(answer, key) !== board) {
    throw new Error(
      `${server}: GET ${LIST_ROUTE} answered ${JSON.stringify(answer).slice(0, 300)}, ` +
        `not the ${IMAGES_PER_USER} images uploaded (${board})`,
    );
  }
}

function checkStoredSize(image) {
  if (image.width !== STORED_SIZE.width || image.height !== STORED_SIZE.height) {
    throw new Error(`the upload was stored ${image.width}×${image.height}, not turned and scaled`);
  }
}

/** Uploads `jpeg` as the user, checks it, deletes it: the user stays under 5. Resolves to ms. */
async function uploadOnce(appUrl, cookie, jpeg) {
  const { image, ms } = await uploadImage(appUrl, cookie, jpeg);
  checkStoredSize(image);
  await deleteImage(appUrl, cookie, image.id);
  return ms;
}

/** The re-encode by sharp alone, checked like an upload. Resolves to ms. */
async function reencodeOnce(jpeg) {
  const started = performance.now();
  checkStoredSize(await reencode(jpeg));
  return performance.now() - started;
}

async function measureUploads(appUrl, uploaders) {
  const jpeg = await cameraJpeg(4000, 3000);
  if (jpeg.length > UPLOAD_MAX_BYTES)
    throw new Error(`the photo is ${jpeg.length} bytes, too large`);
  const [{ cookie }] = uploaders;
  const { upload, sharpAlone } = await timeInTurns(UPLOADS, {
    upload: () => uploadOnce(appUrl, cookie, jpeg),
    sharpAlone: () => reencodeOnce(jpeg),
  });
  const burst = await timeAtOnce(
    uploaders.map((user) => () => uploadOnce(appUrl, user.cookie, jpeg)),
  );
  const sharpBurst = await timeAtOnce(uploaders.map(() => () => reencodeOnce(jpeg)));
  return { jpeg, upload, sharpAlone, burst, sharpBurst };
}

/** Uploads, checks and measures (the backend's files in `dataDir`); resolves to the figures. */
async function run({ database, appUrl, dataDir, userId, cookie, signUpAs }) {
  const photo = await cameraJpeg(1600, 1200);
  const uploaded = [];
  for (let n = 1; n <= IMAGES_PER_USER; n += 1) {
    uploaded.push((await uploadImage(appUrl, cookie, photo, `Picture ${n}`)).image);
  }
  const board = ids(uploaded, 'id');
  const seededRows = await seedOtherBoards(database.url, { otherUsers: OTHER_USERS });
  checkList('backend', await getJson(`${appUrl}${LIST_ROUTE}`, cookie), board);
  const fileRoute = uploaded[0].thumbnailPath;
  const storedBytes = statSync(path.join(dataDir, 'files', userId, path.basename(fileRoute))).size;
  await fetchFile(`${appUrl}${fileRoute}`, cookie, storedBytes);
  const plans = await queryPlans(database.url, () => [
    [`GET ${LIST_ROUTE}`, VISION_IMAGES_SQL, [userId]],
  ]);

  const bareServer = {
    script: 'bench/support/bare-vision-server.mjs',
    databaseUrl: database.url,
    env: { DATA_DIR: dataDir },
  };
  const results = await withBareServer(bareServer, async (bareUrl) => {
    checkList(
      'bare server',
      await getJson(`${bareUrl}${LIST_ROUTE}`, cookie),
      board,
      'VisionImageEntity_id',
    );
    await fetchFile(`${bareUrl}${fileRoute}`, cookie, storedBytes);
    return {
      [LIST_ROUTE]: await measureRoute(LIST_ROUTE, { bareUrl, appUrl, cookie }),
      [fileRoute]: await measureFileRoute(fileRoute, { bareUrl, appUrl, cookie, storedBytes }),
    };
  });
  // The answers must still be the seeded ones after the load.
  checkList('backend after the load', await getJson(`${appUrl}${LIST_ROUTE}`, cookie), board);
  await fetchFile(`${appUrl}${fileRoute}`, cookie, storedBytes);

  const uploaders = [];
  for (let n = 1; n <= CONCURRENT_UPLOADS; n += 1)
    uploaders.push(await signUpAs(`Bench Upload ${n}`));
  const uploads = await measureUploads(appUrl, uploaders);
  return { plans, fileRoute, storedBytes, seededRows, uploads, results };
}

async function main() {
  const { plans, fileRoute, storedBytes, seededRows, uploads, results } = await withSignedInBackend(
    { inviteCode: INVITE_CODE, name: 'Bench Vision', ownDataDir: true },
    run,
  );

  console.log(
    `${IMAGES_PER_USER} images uploaded by the bench user (+ ${OTHER_USERS} other users with ` +
      `${IMAGES_PER_USER} each: ${seededRows} rows in vision_images)`,
  );
  console.log('\nQuery plan (EXPLAIN ANALYZE after seeding and ANALYZE):');
  for (const plan of plans) console.log(`  ${plan}`);

  printRouteResults([LIST_ROUTE, fileRoute], results, AIMS);
  printFileThroughput(fileRoute, storedBytes, results[fileRoute]);
  printUploads(uploads);
}

await main();
