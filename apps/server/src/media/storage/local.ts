import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeOf } from '../keys';
import type { TStorage } from './types';
import { makeFolder, unwritable } from './unwritable';

/**
 * Files under `<dataDir>/media/`. Writes go to a temporary name and are renamed into place, so a reader never sees half a file.
 * @example
 * const storage = localStorage('/var/lib/mise');
 */
export function localStorage(dataDir: string): TStorage {
  const root = resolve(dataDir, 'media');
  const pathOf = (key: string) => {
    const full = resolve(root, key);
    // Keys are checked where they come in; this is the last line against a path outside the media folder.
    if (!full.startsWith(root + sep)) throw new Error(`storage key escapes the media folder: ${key}`);
    return full;
  };
  const missing = (error: unknown) =>
    (error as { code?: string }).code === 'ENOENT' || (error as { code?: string }).code === 'ENOTDIR';
  // Size and modification time: what `stat` and `get` both answer, so a HEAD and a GET carry the same ETag.
  const etagOf = (info: { size: number; mtimeMs: number }) =>
    `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  return {
    driver: 'local',
    async put(key, body) {
      const path = pathOf(key);
      const temp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await makeFolder(dirname(path));
        await writeFile(temp, body);
        await rename(temp, path);
      } catch (error) {
        // A write cut short by a full disk must not leave its part behind; a read-only or full folder is a 503 (unwritable.ts).
        await rm(temp, { force: true }).catch(() => {});
        throw unwritable(error);
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, info] = await Promise.all([readFile(path), stat(path)]);
        return { body, contentType: contentTypeOf(key), size: body.length, etag: etagOf(info) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        if (!info.isFile()) return undefined;
        return { contentType: contentTypeOf(key), size: info.size, etag: etagOf(info) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async stream(key, span) {
      // Opened here, so a missing file is an answer (undefined) rather than an error event after the headers went out.
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      // The stream closes the handle when it ends or is destroyed (a client that goes away).
      return handle.createReadStream(span ? { start: span.start, end: span.end } : {});
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}
