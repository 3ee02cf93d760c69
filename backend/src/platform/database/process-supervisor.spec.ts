import { describe, expect, it } from '@jest/globals';
import {
  type ExitStatus,
  ProcessSupervisor,
  STABLE_RUN_MS,
  type SupervisedProcess,
  restartDelayMs,
} from './process-supervisor.js';

/** A process the test kills, and that records whether it was asked to stop. */
class FakeProcess implements SupervisedProcess {
  stopped = false;
  readonly exited: Promise<ExitStatus>;
  private exit: (status: ExitStatus) => void = () => undefined;

  constructor(readonly id: number) {
    this.exited = new Promise((resolve) => (this.exit = resolve));
  }

  kill(): void {
    this.exit({ code: null, signal: 'SIGKILL' });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.exit({ code: 0, signal: null });
  }
}

/** A supervisor over fake processes and a fake clock; `outcomes` scripts each start attempt. */
function harness(outcomes: ('ok' | 'fail')[] = []) {
  const started: FakeProcess[] = [];
  const previousOf: (FakeProcess | null)[] = [];
  const sleeps: number[] = [];
  const lines: string[] = [];
  const clock = { now: 0 };
  let attempts = 0;
  let waitForStart: ((process: FakeProcess) => void) | null = null;

  const supervisor = ProcessSupervisor.start<FakeProcess>({
    name: 'Fake DB',
    start: async (previous) => {
      attempts += 1;
      previousOf.push(previous);
      if (previous && outcomes.shift() === 'fail') throw new Error(`attempt ${attempts} failed`);
      const process = new FakeProcess(attempts);
      started.push(process);
      return process;
    },
    log: {
      info: (message) => {
        lines.push(`info: ${message}`);
        // Logged once the supervisor has taken the new process on.
        const latest = started.at(-1);
        if (latest) waitForStart?.(latest);
      },
      warn: (message) => lines.push(`warn: ${message}`),
      error: (message) => lines.push(`error: ${message}`),
    },
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.now += ms;
    },
    now: () => clock.now,
  });

  /** Resolves with the next process the supervisor restarts, once it runs. */
  const nextStart = () => new Promise<FakeProcess>((resolve) => (waitForStart = resolve));
  return { supervisor, started, previousOf, sleeps, lines, clock, nextStart };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('restartDelayMs', () => {
  it('restarts at once after one crash, then backs off up to 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(restartDelayMs)).toEqual([
      0, 250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe('ProcessSupervisor', () => {
  it('starts the process again at once when it dies, told which one died', async () => {
    const test = harness();
    const supervisor = await test.supervisor;
    const [first] = test.started;

    const restarted = test.nextStart();
    first?.kill();
    const second = await restarted;

    expect(supervisor.process).toBe(second);
    expect(test.previousOf).toEqual([null, first]);
    expect(test.sleeps).toEqual([0]);
    expect(test.lines).toEqual([
      'error: Fake DB exited unexpectedly (signal SIGKILL): restarting it',
      'info: Fake DB restarted in 0 ms',
    ]);
    await supervisor.stop();
  });

  it('keeps trying with growing waits when starts fail, and logs why', async () => {
    const test = harness(['fail', 'fail', 'fail', 'ok']);
    const supervisor = await test.supervisor;
    const restarted = test.nextStart();
    test.started[0]?.kill();
    await restarted;

    expect(test.sleeps).toEqual([0, 250, 500, 1000]);
    expect(test.lines.filter((line) => line.startsWith('warn'))).toEqual([
      'warn: Fake DB did not restart (attempt 2 failed); next attempt in 250 ms',
      'warn: Fake DB did not restart (attempt 3 failed); next attempt in 500 ms',
      'warn: Fake DB did not restart (attempt 4 failed); next attempt in 1000 ms',
    ]);
    await supervisor.stop();
  });

  it('backs off when the process keeps dying soon after each start', async () => {
    const test = harness();
    const supervisor = await test.supervisor;
    for (let crash = 0; crash < 4; crash += 1) {
      const restarted = test.nextStart();
      supervisor.process.kill();
      await restarted;
      test.clock.now += 1000; // each run lasts a second
    }
    expect(test.sleeps).toEqual([0, 250, 500, 1000]);

    // After a healthy run, the next crash is restarted at once again.
    test.clock.now += STABLE_RUN_MS;
    const restarted = test.nextStart();
    supervisor.process.kill();
    await restarted;
    expect(test.sleeps.at(-1)).toBe(0);
    await supervisor.stop();
  });

  it('stops the process for good on stop(), with no restart', async () => {
    const test = harness();
    const supervisor = await test.supervisor;
    await supervisor.stop();
    await settle();

    expect(test.started).toHaveLength(1);
    expect(test.started[0]?.stopped).toBe(true);
    expect(test.lines).toEqual([]);
  });

  it('undoes a restart under way when stop() comes meanwhile', async () => {
    const first = new FakeProcess(1);
    const late = new FakeProcess(2);
    let finishRestart: () => void = () => undefined;
    let restartBegan: () => void = () => undefined;
    const began = new Promise<void>((resolve) => (restartBegan = resolve));
    const supervisor = await ProcessSupervisor.start<FakeProcess>({
      name: 'Fake DB',
      start: async (previous) => {
        if (!previous) return first;
        restartBegan();
        await new Promise<void>((resolve) => (finishRestart = resolve));
        return late;
      },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    first.kill();
    await began;

    const stopped = supervisor.stop();
    finishRestart(); // the start under way completes after stop() was called
    await stopped;

    expect(late.stopped).toBe(true);
    expect(supervisor.process).toBe(first);
  });

  it('lets the caller see a failed first start', async () => {
    await expect(
      ProcessSupervisor.start({
        name: 'Fake DB',
        start: async () => {
          throw new Error('port in use');
        },
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      }),
    ).rejects.toThrow('port in use');
  });
});
