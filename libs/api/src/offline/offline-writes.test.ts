// @vitest-environment node
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { setApiTransport } from '../api-client';
import { createQueryClient } from '../query-client';
import { watchOfflineWrites, type DroppedWrite } from './kept-writes';
import { offlineWriteKeys } from './offline-write-keys';
import type { CheckInWrite, HabitDayWrite, TaskStatusWrite } from './offline-writes';
import { signInGate, WriteDiscardedError } from './sign-in-gate';
import { shouldRetryWrite, writeRetryDelay } from './write-retry';
import { startWriteServer, type WriteServer } from './write-server.fake';
import { ApiError } from '../api-error';

const habitDay: HabitDayWrite = {
  request: { habitId: 'h1', entryDate: '2026-11-24', completed: true },
  what: '“Stretch” on Tue 24 Nov',
};
const taskDone: TaskStatusWrite = { taskId: 't1', status: 'completed', what: 'The task “Run”' };
const checkIn: CheckInWrite = {
  request: { completedDailyAction: true, confidenceLevel: 8 },
  what: 'Your check-in of Tue 24 Nov',
};

let server: WriteServer;
let queryClient: QueryClient;
let dropped: DroppedWrite[];
let stopWatching: () => void;
let restoreTransport: () => void;

/** Makes a write as a page would; resolves with its outcome instead of rejecting. */
function write(key: readonly unknown[], variables: unknown, retryDelay?: number) {
  const observer = new MutationObserver<unknown, Error, unknown>(queryClient, {
    mutationKey: key,
    ...(retryDelay === undefined ? {} : { retryDelay }),
  });
  return observer.mutate(variables).then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
}

const sent = () => server.received.map(({ method, path }) => `${method} ${path}`);
const writes = () => queryClient.getMutationCache().getAll();

beforeEach(async () => {
  server = await startWriteServer();
  restoreTransport = setApiTransport({ baseURL: server.baseURL });
  queryClient = createQueryClient();
  queryClient.mount();
  dropped = [];
  stopWatching = watchOfflineWrites(queryClient, (write) => dropped.push(write));
});

afterEach(async () => {
  stopWatching();
  queryClient.unmount();
  onlineManager.setOnline(true);
  signInGate.open();
  restoreTransport();
  await server.close();
});

describe('offline writes', () => {
  it('keeps writes made offline and sends them in order, one after another, once online', async () => {
    onlineManager.setOnline(false);
    const outcomes = Promise.all([
      write(offlineWriteKeys.habitDay, habitDay),
      write(offlineWriteKeys.taskStatus, taskDone),
      write(offlineWriteKeys.checkIn, checkIn),
    ]);
    await vi.waitFor(() => expect(writes().every((m) => m.state.isPaused)).toBe(true));
    expect(sent()).toEqual([]);

    onlineManager.setOnline(true);
    await outcomes;
    expect(server.log).toEqual([
      'in POST /api/habit-entries',
      'out POST /api/habit-entries',
      'in PATCH /api/tasks/t1',
      'out PATCH /api/tasks/t1',
      'in POST /api/checkin',
      'out POST /api/checkin',
    ]);
    expect(server.received.map(({ body }) => body)).toEqual([
      habitDay.request,
      { status: 'completed' },
      checkIn.request,
    ]);
    expect(writes().map((m) => m.state.status)).toEqual(['success', 'success', 'success']);
  });

  it('tries again after no answer and after a server error, then succeeds', async () => {
    server.replies.push('drop', { status: 503 });
    const outcome = await write(offlineWriteKeys.habitDay, habitDay, 5);
    expect(outcome).toEqual({ data: habitDay.request });
    expect(sent()).toEqual(Array(3).fill('POST /api/habit-entries'));
    expect(dropped).toEqual([]);
  });

  it('drops a write the server refuses with a 4xx, says what and why, and goes on with the next', async () => {
    server.replies.push({ status: 404, body: { statusCode: 404, message: 'Habit not found' } });
    onlineManager.setOnline(false);
    const outcomes = Promise.all([
      write(offlineWriteKeys.habitDay, habitDay),
      write(offlineWriteKeys.taskStatus, taskDone),
    ]);
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    onlineManager.setOnline(true);
    const [refused, next] = await outcomes;

    expect(refused).toEqual({ error: expect.any(ApiError) as unknown });
    expect(next).toEqual({ data: { status: 'completed' } });
    expect(sent()).toEqual(['POST /api/habit-entries', 'PATCH /api/tasks/t1']);
    expect(dropped).toEqual([{ what: '“Stretch” on Tue 24 Nov', reason: 'Habit not found' }]);
  });

  it('keeps a write that met a 401 until someone signs in again, then sends it', async () => {
    server.replies.push({ status: 401, body: { statusCode: 401, message: 'Not signed in' } });
    const outcome = write(offlineWriteKeys.taskStatus, taskDone);
    await vi.waitFor(() => expect(signInGate.isOpen()).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent()).toEqual(['PATCH /api/tasks/t1']);
    expect(writes()[0]?.state.status).toBe('pending');

    signInGate.open();
    expect(await outcome).toEqual({ data: { status: 'completed' } });
    expect(sent()).toEqual(['PATCH /api/tasks/t1', 'PATCH /api/tasks/t1']);
    expect(dropped).toEqual([]);
  });

  it('discards, without a word, writes waiting for a sign-in when someone else signs in', async () => {
    server.replies.push({ status: 401, body: { statusCode: 401, message: 'Not signed in' } });
    const outcome = write(offlineWriteKeys.checkIn, checkIn);
    await vi.waitFor(() => expect(signInGate.isOpen()).toBe(false));

    signInGate.discardWaiting();
    expect(await outcome).toEqual({ error: expect.any(WriteDiscardedError) as unknown });
    expect(sent()).toEqual(['POST /api/checkin']);
    expect(dropped).toEqual([]);
  });
});

describe('write retry rules', () => {
  const status = (code: number) => new ApiError(code, '', '', null);

  it('retries no answer always, a 5xx five times, never a 4xx', () => {
    expect(shouldRetryWrite(50, new Error('Network Error'))).toBe(true);
    expect(shouldRetryWrite(4, status(503))).toBe(true);
    expect(shouldRetryWrite(5, status(503))).toBe(false);
    expect(shouldRetryWrite(0, status(400))).toBe(false);
    expect(shouldRetryWrite(0, status(409))).toBe(false);
    expect(shouldRetryWrite(0, new WriteDiscardedError())).toBe(false);
  });

  it('waits twice as long each time, a minute at most', () => {
    expect([0, 1, 2, 3].map(writeRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(writeRetryDelay(20)).toBe(60_000);
  });
});
