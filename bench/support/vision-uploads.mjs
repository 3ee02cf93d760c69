// Uploading to the vision board as the page does (multipart POST /api/vision/images), timed.

/** Uploads `jpeg` as the user; resolves to the new image and the time to its answer. */
export async function uploadImage(baseUrl, cookie, jpeg, caption) {
  const form = new FormData();
  form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  if (caption !== undefined) form.append('caption', caption);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/vision/images`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) {
    throw new Error(`POST /api/vision/images answered ${response.status}: ${body}`);
  }
  return { image: JSON.parse(body), ms };
}

export async function deleteImage(baseUrl, cookie, id) {
  const response = await fetch(`${baseUrl}/api/vision/images/${id}`, {
    method: 'DELETE',
    headers: { cookie },
  });
  if (response.status !== 204) {
    throw new Error(`DELETE /api/vision/images/${id} answered ${response.status}`);
  }
}

/** Median and p95 (nearest rank: with 8 runs, the slowest) of times in ms. */
function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? sorted[Math.floor(middle)]
      : (sorted[middle - 1] + sorted[middle]) / 2;
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1];
  return { median, p95, count: sorted.length };
}

/**
 * `count` rounds of `runs` (name → a run resolving to the ms it measured), one run at a time
 * and taking turns, so that both see the same load of the machine; after one round that is not
 * kept (the first run loads code and warms caches). Resolves to each name's median and p95.
 */
export async function timeInTurns(count, runs) {
  const names = Object.keys(runs);
  for (const name of names) await runs[name]();
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < count; round += 1) {
    for (const name of names) times[name].push(await runs[name]());
  }
  return Object.fromEntries(names.map((name) => [name, summarise(times[name])]));
}

/** Runs all of `runs` (each resolving to the ms it measured) at once: the total and each ms. */
export async function timeAtOnce(runs) {
  const started = performance.now();
  const eachMs = await Promise.all(runs.map((run) => run()));
  return { totalMs: performance.now() - started, eachMs };
}
