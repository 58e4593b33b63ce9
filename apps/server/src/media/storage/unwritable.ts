import { mkdir } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** What the file system says when the data folder refuses a write, and how a person would put it. */
const PROBLEMS: Record<string, string> = {
  EROFS: 'its data folder is read-only',
  EACCES: 'it is not allowed to write to its data folder',
  EPERM: 'it is not allowed to write to its data folder',
  ENOSPC: 'its data folder is full',
  EDQUOT: 'its data folder is over its disk quota',
  ENOTDIR: 'its data folder is not a folder',
};

/** A file could not be stored because of the server's data folder, not because of the file: nothing the sender can fix. */
export class StorageUnwritableError extends Error {
  constructor(
    readonly code: string,
    override readonly cause: unknown,
  ) {
    super(`The server cannot store files right now: ${PROBLEMS[code]}. Tell whoever runs Mise.`);
    this.name = 'StorageUnwritableError';
  }
}

/**
 * The error to throw for a failed write: a StorageUnwritableError when the folder refused it (answered with 503 and its
 * message), otherwise the error as it was.
 * @example
 * await writeFile(path, body).catch((error) => { throw unwritable(error); });
 */
export function unwritable(error: unknown): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code in PROBLEMS ? new StorageUnwritableError(code, error) : error;
}

/**
 * `mkdir -p` that fails with the real reason: Node's recursive mkdir reports ENOENT when a read-only file system
 * refused to create a folder, so on ENOENT the folders are made again one at a time, which fails with EROFS (or EACCES…).
 * @example
 * await makeFolder('/var/lib/mise/media/destinations');
 */
export async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    const parts = resolve(dir).split(sep);
    for (let i = 2; i <= parts.length; i++) {
      try {
        await mkdir(parts.slice(0, i).join(sep));
      } catch (step) {
        if ((step as { code?: unknown }).code !== 'EEXIST') throw step;
      }
    }
    throw error;
  }
}
