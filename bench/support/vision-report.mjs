// The vision bench's own figures beside the read ones (route-report.mjs): the bytes/s of the
// file route, and the upload times beside sharp alone.

import { availableParallelism } from 'node:os';

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** `result` holds `{ baseline, app }` autocannon results of the file route. */
export function printFileThroughput(route, fileBytes, { baseline, app }) {
  const row = (name, r) =>
    `  ${name.padEnd(26)} ${mib(r.throughput.average).padStart(7)} MiB/s   ` +
    `${Math.round(r.throughput.total / r.requests.total)} bytes a request`;
  console.log(`\nGET ${route} (a ${fileBytes}-byte WebP thumbnail), bytes/s`);
  console.log(row('baseline node:http + fs', baseline));
  console.log(row('GoalCoach backend', app));
  const ratio = app.throughput.average / baseline.throughput.average;
  console.log(`  ratio (backend / baseline): ${ratio.toFixed(2)} of the baseline's bytes/s`);
}

const ms = (value) => `${Math.round(value)} ms`.padStart(8);

const burstLine = (name, { totalMs, eachMs }) =>
  `  ${name.padEnd(28)} ${ms(totalMs)} in all (each: ${eachMs.map((t) => Math.round(t)).join(', ')} ms)`;

/**
 * `jpeg` is the uploaded photo, `upload` and `sharpAlone` timeInTurns() summaries, `burst` and
 * `sharpBurst` timeAtOnce() results of the uploads at once and of as many re-encodes at once.
 */
export function printUploads({ jpeg, upload, sharpAlone, burst, sharpBurst }) {
  console.log(
    `\nPOST /api/vision/images: a 4000×3000 JPEG (${mib(jpeg.length)} MiB, EXIF orientation ` +
      `and GPS) to a 2048 px WebP and a 480 px thumbnail, ${upload.count} one after the other, ` +
      'taking turns with sharp alone',
  );
  console.log(`  GoalCoach backend (upload)   median ${ms(upload.median)}   p95 ${ms(upload.p95)}`);
  console.log(
    `  sharp alone, in the bench    median ${ms(sharpAlone.median)}   p95 ${ms(sharpAlone.p95)}`,
  );
  const ratio = sharpAlone.median / upload.median;
  const added = upload.median - sharpAlone.median;
  console.log(
    `  ratio (sharp alone / upload): ${ratio.toFixed(2)}; HTTP, sniffing, storage and database: ` +
      `${added >= 0 ? '+' : '−'}${Math.round(Math.abs(added))} ms on the median`,
  );
  const count = burst.eachMs.length;
  console.log(
    `\n${count} at once (${count} users; the backend encodes 2 at a time, ` +
      `${availableParallelism()} CPUs here)`,
  );
  console.log(burstLine('GoalCoach backend (uploads)', burst));
  console.log(burstLine('sharp alone, in the bench', sharpBurst));
  console.log(
    `  the uploads took ${(burst.totalMs / upload.median).toFixed(1)}× one upload's median, ` +
      `sharp alone ${(sharpBurst.totalMs / sharpAlone.median).toFixed(1)}× its own`,
  );
}
