import { vi } from 'vitest';
import { PAGE_SETTLE_MS, whenPageSettles } from './when-page-settles';

/** A requestIdleCallback the test calls when it says the browser is idle. */
function installIdleCallback() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => pending.splice(0));
  return () => pending.splice(0).forEach((callback) => callback());
}

describe('whenPageSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs after the load, the settling time and an idle moment, in that order', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle = installIdleCallback();
    const callback = vi.fn();
    whenPageSettles(callback);

    vi.advanceTimersByTime(PAGE_SETTLE_MS * 2);
    idle();
    expect(callback).not.toHaveBeenCalled(); // not loaded yet

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAGE_SETTLE_MS - 1);
    idle();
    expect(callback).not.toHaveBeenCalled(); // still settling

    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled(); // waiting for idle
    idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the settling time alone where the browser has no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenPageSettles(callback, 100);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, at any step', () => {
    const idle = installIdleCallback();
    const callback = vi.fn();
    whenPageSettles(callback)();
    vi.advanceTimersByTime(PAGE_SETTLE_MS);
    idle();

    const cancel = whenPageSettles(callback);
    vi.advanceTimersByTime(PAGE_SETTLE_MS);
    cancel();
    idle();
    expect(callback).not.toHaveBeenCalled();
  });
});
