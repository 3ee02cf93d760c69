import { describe, expect, it } from '@jest/globals';
import {
  type Account,
  EXECUTE,
  type PathStat,
  READ,
  ancestorsOf,
  canAccess,
  findBlockedPath,
} from './postgres-user-access.js';

const POSTGRES: Account = { uid: 101, gids: [104, 103] };
const ROOT_OWNED = { uid: 0, gid: 0 };

describe('canAccess', () => {
  it('uses the owner bits for the owner', () => {
    expect(canAccess({ mode: 0o700, uid: 101, gid: 0 }, POSTGRES, READ | EXECUTE)).toBe(true);
    expect(canAccess({ mode: 0o077, uid: 101, gid: 104 }, POSTGRES, EXECUTE)).toBe(false);
  });

  it('uses the group bits for a member of the group', () => {
    expect(canAccess({ mode: 0o750, uid: 0, gid: 103 }, POSTGRES, READ | EXECUTE)).toBe(true);
    expect(canAccess({ mode: 0o705, uid: 0, gid: 104 }, POSTGRES, EXECUTE)).toBe(false);
  });

  it('uses the other bits for everyone else', () => {
    expect(canAccess({ mode: 0o755, ...ROOT_OWNED }, POSTGRES, READ | EXECUTE)).toBe(true);
    expect(canAccess({ mode: 0o711, ...ROOT_OWNED }, POSTGRES, EXECUTE)).toBe(true);
    expect(canAccess({ mode: 0o711, ...ROOT_OWNED }, POSTGRES, READ)).toBe(false);
    expect(canAccess({ mode: 0o700, ...ROOT_OWNED }, POSTGRES, EXECUTE)).toBe(false);
  });

  it('lets root do anything', () => {
    expect(canAccess({ mode: 0o000, uid: 5, gid: 5 }, { uid: 0, gids: [] }, READ | EXECUTE)).toBe(
      true,
    );
  });

  it('treats a user that does not exist yet as "other"', () => {
    const newUser: Account = { uid: -1, gids: [] };
    expect(canAccess({ mode: 0o751, uid: 0, gid: 0 }, newUser, EXECUTE)).toBe(true);
    expect(canAccess({ mode: 0o750, uid: 0, gid: 0 }, newUser, EXECUTE)).toBe(false);
  });
});

describe('ancestorsOf', () => {
  it('lists the folders from the root down', () => {
    expect(ancestorsOf('/root/app/.data/postgres')).toEqual([
      '/',
      '/root',
      '/root/app',
      '/root/app/.data',
    ]);
    expect(ancestorsOf('/x')).toEqual(['/']);
  });
});

describe('findBlockedPath', () => {
  const tree: Record<string, PathStat> = {
    '/': { mode: 0o755, ...ROOT_OWNED },
    '/root': { mode: 0o700, ...ROOT_OWNED },
    '/root/app': { mode: 0o755, ...ROOT_OWNED },
    '/srv': { mode: 0o755, ...ROOT_OWNED },
    '/srv/app': { mode: 0o755, ...ROOT_OWNED },
    '/srv/app/bin': { mode: 0o755, ...ROOT_OWNED },
    '/srv/app/bin/postgres': { mode: 0o700, ...ROOT_OWNED },
  };
  const statFn = async (target: string): Promise<PathStat> => {
    const stat = tree[target];
    if (!stat) throw Object.assign(new Error(`ENOENT: ${target}`), { code: 'ENOENT' });
    return stat;
  };

  it('finds a closed home folder above the data', async () => {
    const blocked = await findBlockedPath(
      [{ path: '/root/app/.data/postgres', wanted: READ | EXECUTE }],
      POSTGRES,
      statFn,
    );
    expect(blocked).toEqual({ path: '/root', wanted: EXECUTE, stat: tree['/root'] });
  });

  it('checks the target itself', async () => {
    const blocked = await findBlockedPath(
      [{ path: '/srv/app/bin/postgres', wanted: READ | EXECUTE }],
      POSTGRES,
      statFn,
    );
    expect(blocked?.path).toBe('/srv/app/bin/postgres');
  });

  it('passes when every folder can be entered; missing ones are skipped', async () => {
    const blocked = await findBlockedPath(
      [
        { path: '/srv/app/.data/postgres', wanted: READ | EXECUTE },
        { path: '/srv/app/bin', wanted: READ | EXECUTE },
      ],
      POSTGRES,
      statFn,
    );
    expect(blocked).toBeNull();
  });
});
