export type CallSignal = { signal: AbortSignal | undefined; clear: () => void };

/**
 * The signal a call runs under: the page's own, and with `timeout` also a deadline after which
 * the call fails as unanswered (a `TimeoutError`, unlike the page's own `AbortError`).
 */
export function callSignal(
  signal: AbortSignal | undefined,
  timeout: number | undefined,
): CallSignal {
  if (timeout === undefined) return { signal, clear: () => undefined };
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${timeout} ms`, 'TimeoutError')),
    timeout,
  );
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}
