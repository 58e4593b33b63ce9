import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'mise.lock';

type THolder = { pid: number; host: string; startTicks?: string; since: string; command: string };

/** Folders this process holds: a lock naming our own PID that is not in here was left by an earlier process with that PID. */
const held = new Set<string>();

/** The kernel's start time of a process (clock ticks since boot), which tells a PID's new owner from its old one. Linux only. */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the second field (the command name, in parentheses) may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readHolder(file: string): { text: string; holder?: THolder } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as THolder;
    return Number.isInteger(holder.pid) ? { text, holder } : { text };
  } catch {
    // A lock cut short (the disk filled, the machine stopped mid-write) names nobody, so nobody holds it.
    return { text };
  }
}

/** Whether the process that wrote the lock still runs; one on another machine (a shared network folder) is assumed to. */
function running(holder: THolder, dir: string): boolean {
  if (holder.host !== hostname()) return true;
  // A container restarted on the same folder often gets the same PID as last time (1, say): that lock is the old run's.
  if (holder.pid === process.pid) return held.has(dir);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
  const ticks = holder.startTicks ? startTicks(holder.pid) : undefined;
  return ticks === undefined || ticks === holder.startTicks;
}

export class DataDirInUseError extends Error {}

function inUse(dir: string, file: string, holder: THolder): DataDirInUseError {
  const who = `PID ${holder.pid}${holder.host === hostname() ? '' : ` on host ${holder.host}`}, ${holder.command}, since ${holder.since}`;
  const gone =
    holder.host === hostname()
      ? 'A lock left by a process that has ended is taken over by itself.'
      : `If that process no longer runs, delete ${file}.`;
  return new DataDirInUseError(
    `The data folder ${dir} is in use by another Mise process (${who}). The embedded database allows one process per folder: stop that process first, or set DATA_DIR to another folder. ${gone}`,
  );
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Makes this process the only user of an embedded database folder, through `<dir>/mise.lock` (created exclusively,
 * holding our PID). A lock whose process has ended is taken over; one held by a running process throws
 * DataDirInUseError naming the folder and that process. The lock goes on release and when the process exits.
 * @example
 * const release = lockDataDir('/var/lib/mise'); // throws "The data folder /var/lib/mise is in use by another Mise process (PID 4242, …)"
 * release();
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE);
  const text = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    startTicks: startTicks(process.pid),
    since: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((arg) => arg.replace(/^.*\/(apps|scripts)\//, '$1/'))
      .join(' '),
  } satisfies THolder);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, text, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST' || attempt >= 20) throw error;
    }
    const found = readHolder(file);
    if (!found) continue;
    if (found.holder && running(found.holder, dir)) throw inUse(dir, file, found.holder);
    takeOver(file, found.text);
  }
  held.add(dir);
  const release = () => {
    process.off('exit', release);
    held.delete(dir);
    // Only our own lock: after a takeover by someone else (we were presumed dead), theirs stays.
    try {
      if (readHolder(file)?.text === text) removeIfThere(file);
    } catch {
      // An unreadable folder at exit: the lock stays, and names a process that will have ended by the next start.
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * Removes a dead process's lock, under a second, short-lived lock: two starters that both found it dead must not both
 * remove it, or the slower would remove the faster one's fresh lock.
 */
function takeOver(file: string, staleText: string) {
  const guard = `${file}.takeover`;
  try {
    writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    // A starter that died mid-takeover leaves its guard; a live one holds it for microseconds.
    const since = statSync(guard, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > 5_000) removeIfThere(guard);
    else pause(20);
    return;
  }
  try {
    if (readHolder(file)?.text === staleText) removeIfThere(file);
  } finally {
    removeIfThere(guard);
  }
}

function removeIfThere(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
}
