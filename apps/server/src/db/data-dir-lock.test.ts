import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mise-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The PID of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;
const holderOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
const lockText = (holder: Record<string, unknown>) =>
  JSON.stringify({
    host: hostname(),
    since: '2026-01-01T00:00:00.000Z',
    command: 'apps/server/src/main.ts',
    ...holder,
  });

describe('lockDataDir', () => {
  it('should refuse a second holder while the first holds the folder, naming the folder and the PID, and allow it after release', () => {
    const dir = scratch();
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another Mise process (PID ${process.pid}`,
    );
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('should take over a lock whose process has ended', () => {
    const dir = scratch();
    writeFileSync(join(dir, LOCK_FILE), lockText({ pid: deadPid() }));
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('should take over a lock whose PID now belongs to another process (its start time differs)', () => {
    const dir = scratch();
    // Our parent runs, but it is not the process that wrote this lock.
    writeFileSync(join(dir, LOCK_FILE), lockText({ pid: process.ppid, startTicks: '1' }));
    const release = lockDataDir(dir);
    // Taken over means written anew: the lock names this process, so a second server would be refused.
    expect(holderOf(dir).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
  });

  it('should take over a lock cut short (it names nobody)', () => {
    const dir = scratch();
    writeFileSync(join(dir, LOCK_FILE), '{"pid":');
    const release = lockDataDir(dir);
    // Taken over means written anew: the lock names this process, so a second server would be refused.
    expect(holderOf(dir).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
  });

  it('should refuse a lock held by a running process, and one held on another host, telling how to clear it', () => {
    const dir = scratch();
    writeFileSync(join(dir, LOCK_FILE), lockText({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(
      `(PID ${process.ppid}, apps/server/src/main.ts, since 2026-01-01T00:00:00.000Z)`,
    );
    writeFileSync(join(dir, LOCK_FILE), lockText({ pid: deadPid(), host: 'elsewhere.example' }));
    expect(() => lockDataDir(dir)).toThrow(`on host elsewhere.example`);
    expect(() => lockDataDir(dir)).toThrow(`If that process no longer runs, delete ${join(dir, LOCK_FILE)}`);
  });

  it('should leave alone a lock another process took over from it', () => {
    const dir = scratch();
    const release = lockDataDir(dir);
    const theirs = lockText({ pid: process.ppid });
    writeFileSync(join(dir, LOCK_FILE), theirs);
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(theirs);
  });
});
