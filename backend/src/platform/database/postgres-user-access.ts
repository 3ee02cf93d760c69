import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const READ = 4;
export const EXECUTE = 1;

export interface Account {
  uid: number;
  gids: number[];
}

export interface PathStat {
  mode: number;
  uid: number;
  gid: number;
}

export type StatFn = (target: string) => Promise<PathStat>;

export interface BlockedPath {
  path: string;
  stat: PathStat;
  /** The permission bits that are missing: READ, EXECUTE or both. */
  wanted: number;
}

/** Classic Unix permission check (ACLs aside): owner bits, else group bits, else other bits. */
export function canAccess(stat: PathStat, account: Account, wanted: number): boolean {
  if (account.uid === 0) return true;
  const bits =
    stat.uid === account.uid
      ? (stat.mode >> 6) & 7
      : account.gids.includes(stat.gid)
        ? (stat.mode >> 3) & 7
        : stat.mode & 7;
  return (bits & wanted) === wanted;
}

/** `/a/b/c` → `['/', '/a', '/a/b']`: the folders one must enter to reach `target`. */
export function ancestorsOf(target: string): string[] {
  const ancestors: string[] = [];
  let current = path.dirname(path.resolve(target));
  for (;;) {
    ancestors.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) return ancestors;
    current = parent;
  }
}

/**
 * The first path `account` cannot use: each ancestor of each target must be enterable (x), and
 * each target must allow `wanted`. Targets that do not exist yet are skipped (their ancestors
 * still count).
 */
export async function findBlockedPath(
  targets: { path: string; wanted: number }[],
  account: Account,
  statFn: StatFn = fs.stat,
): Promise<BlockedPath | null> {
  for (const target of targets) {
    const checks = [
      ...ancestorsOf(target.path).map((folder) => ({ path: folder, wanted: EXECUTE })),
      { path: path.resolve(target.path), wanted: target.wanted },
    ];
    for (const check of checks) {
      let stat: PathStat;
      try {
        stat = await statFn(check.path);
      } catch {
        continue;
      }
      if (!canAccess(stat, account, check.wanted)) return { ...check, stat };
    }
  }
  return null;
}

const execFileAsync = promisify(execFile);

/** The uid and groups of a system user, or null when it does not exist. */
export async function lookupAccount(user: string): Promise<Account | null> {
  try {
    const [uid, groups] = await Promise.all([
      execFileAsync('id', ['-u', user]),
      execFileAsync('id', ['-G', user]),
    ]);
    return {
      uid: Number(uid.stdout.trim()),
      gids: groups.stdout.trim().split(/\s+/).map(Number),
    };
  } catch {
    return null;
  }
}

export function describeMode(stat: PathStat): string {
  return `mode ${(stat.mode & 0o777).toString(8).padStart(4, '0')}, owner uid ${stat.uid}`;
}
