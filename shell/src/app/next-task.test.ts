import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not in a microtask of this one', async () => {
    let laterTaskRan = false;
    setTimeout(() => (laterTaskRan = true), 0);
    await nextTask();
    expect(laterTaskRan).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
