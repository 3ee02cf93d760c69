// The daily-loop bench's HTTP side: every request goes through send(), to one of the backend
// instances (in turn, unless the caller picks one), and every answer is recorded: route,
// instance, status, when it was sent and answered. A 503 (the database is away: the backend says
// so by design) or no answer at all is "not acknowledged": the request is sent again after a
// short pause, as a client would, for a while; each attempt is an answer of its own.

const RETRY_PAUSE_MS = 500;
// Longer than any outage the bench makes: a write given up on is neither acknowledged nor lost.
const RETRY_FOR_MS = 30_000;
// An answer slower than this is no answer (status 0).
const REQUEST_TIMEOUT_MS = 30_000;
// Bodies kept per route and status, for the report of unexpected answers.
const SAMPLES_KEPT = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** 503 (database away) and no answer (0) are worth a retry; anything else is an answer. */
const retryable = (status) => status === 503 || status === 0;

export class Traffic {
  /** `urls`: the instances' base URLs. */
  constructor(urls) {
    this.urls = urls;
    this.answers = [];
    this.samples = new Map();
    this.next = 0;
  }

  /**
   * Sends until an answer other than 503/none (or until RETRY_FOR_MS have passed). `route` names
   * the request in the report (`GET /api/habit-entries?from&to`); `instance` picks the
   * instance, else they take turns. Resolves to the last answer's `{ status, body }`
   * (body parsed when JSON).
   */
  async send(user, { method = 'GET', route, path, body, instance }) {
    const started = performance.now();
    for (;;) {
      const index = instance ?? this.next++ % this.urls.length;
      const answer = await this.#once(user, { method, route, path, body, index });
      if (!retryable(answer.status) || performance.now() - started > RETRY_FOR_MS) return answer;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  async #once(user, { method, route, path, body, index }) {
    const baseUrl = this.urls[index];
    const headers = { cookie: user.cookie };
    // Writes must look like the app's own (the CSRF check): its origin, and JSON.
    if (method !== 'GET')
      Object.assign(headers, { origin: baseUrl, 'content-type': 'application/json' });
    const sentAt = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = `no answer: ${error.cause?.code ?? error.name}: ${error.message}`;
    }
    const answeredAt = performance.now();
    const name = `${method} ${route}`;
    this.answers.push({ route: name, instance: index, status, sentAt, answeredAt });
    if (status < 200 || status >= 300) this.#keepSample(name, status, index, sentAt, text);
    return { status, body: parse(text) };
  }

  #keepSample(route, status, instance, sentAt, text) {
    const key = `${route} ${status}`;
    const kept = this.samples.get(key) ?? [];
    if (kept.length < SAMPLES_KEPT) kept.push({ instance, sentAt, body: text.slice(0, 500) });
    this.samples.set(key, kept);
  }
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
