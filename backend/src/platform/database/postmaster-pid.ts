import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProcessInfo {
  /** argv of the process (empty for a zombie). */
  command: string[];
  parentPid: number;
}

export type LookupProcess = (pid: number) => ProcessInfo | null;

/**
 * What a `postmaster.pid` left in the data folder means:
 * - `stale`: nobody runs PostgreSQL on this folder (the machine or container restarted; the PID
 *   may now belong to another program, which makes PostgreSQL refuse to start): delete it;
 * - `orphan`: a PostgreSQL still runs on this folder, but the GoalCoach that started it is gone
 *   (killed without a chance to stop it): stop it;
 * - `running`: a live GoalCoach (a node process) owns it: leave it alone and say so.
 */
export type PostmasterState =
  | { kind: 'none' }
  | { kind: 'stale'; pid: number }
  | { kind: 'orphan'; pid: number }
  | { kind: 'running'; pid: number; parentPid: number };

export function classifyPostmaster(
  dataDir: string,
  pidFileText: string | null,
  lookup: LookupProcess,
): PostmasterState {
  if (pidFileText === null) return { kind: 'none' };
  const pid = Number.parseInt(pidFileText.split('\n', 1)[0] ?? '', 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return { kind: 'stale', pid: 0 };

  const process = lookup(pid);
  if (
    !process ||
    !isPostgres(process.command) ||
    !process.command.includes(path.resolve(dataDir))
  ) {
    return { kind: 'stale', pid };
  }

  const parent = process.parentPid > 1 ? lookup(process.parentPid) : null;
  if (!parent || !isNode(parent.command)) return { kind: 'orphan', pid };
  return { kind: 'running', pid, parentPid: process.parentPid };
}

function isPostgres(command: string[]): boolean {
  const program = path.basename(command[0] ?? '');
  return program === 'postgres' || program === 'postmaster';
}

function isNode(command: string[]): boolean {
  const program = path.basename(command[0] ?? '');
  return program === 'node' || program === 'nodejs' || program === path.basename(process.execPath);
}

/** Reads a process from /proc; null when it does not exist (or this is not Linux). */
export function lookupProcess(pid: number): ProcessInfo | null {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state, ppid, ... (comm itself may contain spaces and parentheses).
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { command, parentPid };
  } catch {
    return null;
  }
}

export const canInspectProcesses = (): boolean => existsSync('/proc/self/stat');
