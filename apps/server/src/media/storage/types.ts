import type { Readable } from 'node:stream';

/** What a stored object is, without its bytes: enough to answer a HEAD, a 304 or the headers of a ranged GET. */
export type TStoredMeta = { contentType: string; size: number; etag: string };

/** One stored object, read whole: only for small things (variants) and for an image original a variant is made from. */
export type TStoredObject = TStoredMeta & { body: Buffer };

/** Bytes `start` to `end` of an object, both included (as in a `Range: bytes=start-end` header). */
export type TByteSpan = { start: number; end: number };

/**
 * Where uploaded files and their resized variants live. Keys are `folder/name.ext` paths made by the server
 * (see keys.ts); drivers never see a key a client wrote unchecked. Serving never reads a file whole: `stat` answers
 * HEAD and the headers, `stream` sends only the bytes asked for.
 * @example
 * await storage.put('destinations/0b9c….jpg', bytes, 'image/jpeg');
 * const meta = await storage.stat('destinations/0b9c….jpg'); // undefined when missing
 * const body = await storage.stream('destinations/0b9c….jpg', { start: 0, end: 1023 });
 */
export interface TStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object in memory: never for serving (see `stream`), only where the bytes themselves are needed. */
  get(key: string): Promise<TStoredObject | undefined>;
  stat(key: string): Promise<TStoredMeta | undefined>;
  /** The bytes of `span` (all of them without one) as a stream; undefined when the object is missing. */
  stream(key: string, span?: TByteSpan): Promise<Readable | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
