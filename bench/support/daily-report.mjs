// The daily-loop bench's figures (requests, per route count, p50/p99 and statuses, per instance)
// and its verdict on the answers: anything but a 2xx is a problem, except a 503 while the
// database was away (from its stop to a grace period after it was back).

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

/** Nearest rank: the smallest value with `share` of them at or below it. */
function percentile(sorted, share) {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}

const statusText = (counts) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
    .join(', ');

function countBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

// Map.groupBy arrives with Node 21; the app supports 20.
function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  return groups;
}

/** `answers` from Traffic; `seconds`: how long the loops ran. */
export function printTraffic(answers, urls, seconds) {
  console.log(
    `\n${answers.length} requests in ${seconds.toFixed(0)} s ` +
      `(${Math.round(answers.length / seconds)} req/s); statuses: ` +
      statusText(countBy(answers, (answer) => answer.status)),
  );
  const routes = groupBy(answers, (answer) => answer.route);
  const width = Math.max(...[...routes.keys()].map((route) => route.length));
  console.log(`  ${'route'.padEnd(width)}  requests        p50        p99  statuses`);
  for (const [route, ofRoute] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    const times = ofRoute.map((a) => a.answeredAt - a.sentAt).sort((a, b) => a - b);
    console.log(
      `  ${route.padEnd(width)}  ${String(ofRoute.length).padStart(8)} ` +
        `${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.99))}  ` +
        statusText(countBy(ofRoute, (answer) => answer.status)),
    );
  }
  const perInstance = countBy(answers, (answer) => answer.instance);
  urls.forEach((url, index) => {
    console.log(`  instance ${index + 1} (${url}): ${perInstance.get(index) ?? 0} requests`);
  });
}

/** A 503 is expected when the request overlapped the outage window `{ start, end }`. */
const duringOutage = (answer, outage) =>
  answer.sentAt <= outage.end && answer.answeredAt >= outage.start;

/**
 * The answers that fail the run, one line per route and status: 5xx (a 503 outside the outage),
 * 4xx, none; and a run that measured nothing or left an instance idle. Resolves to the lines
 * and the `${route} ${status}` keys of the unexpected answers (for their samples).
 */
export function trafficProblems(answers, urls, outage) {
  const problems = [];
  if (answers.length === 0) problems.push('the bench measured nothing: 0 requests');
  const perInstance = countBy(answers, (answer) => answer.instance);
  urls.forEach((url, index) => {
    if (!perInstance.get(index)) problems.push(`instance ${index + 1} (${url}) served nothing`);
  });
  const unexpected = answers.filter(
    (answer) =>
      (answer.status < 200 || answer.status >= 300) &&
      !(answer.status === 503 && duringOutage(answer, outage)),
  );
  const keys = [];
  for (const [key, count] of countBy(unexpected, (answer) => `${answer.route} ${answer.status}`)) {
    const status = Number(key.slice(key.lastIndexOf(' ') + 1));
    const what =
      status === 503 ? '503 outside the outage' : status === 0 ? 'no answer' : `status ${status}`;
    problems.push(`${key.slice(0, key.lastIndexOf(' '))}: ${count} × ${what}`);
    keys.push(key);
  }
  return { problems, keys };
}

/** The 503s answered during the outage, and when the last one was sent (after the restart). */
export function outageFigures(answers, outage) {
  const expected = answers.filter(
    (answer) => answer.status === 503 && duringOutage(answer, outage),
  );
  const lastSent = Math.max(...expected.map((answer) => answer.sentAt), -Infinity);
  return { count: expected.length, lastSentAfterBackMs: lastSent - outage.back };
}
