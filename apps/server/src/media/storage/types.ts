/** One stored object, read whole (uploads are capped by UPLOAD_LIMIT, so a buffer is fine). */
export type TStoredObject = { body: Buffer; contentType: string; size: number; etag: string };

/**
 * Where uploaded files and their resized variants live. Keys are `folder/name.ext` paths made by the server
 * (see keys.ts); drivers never see a key a client wrote unchecked.
 * @example
 * await storage.put('destinations/0b9c….jpg', bytes, 'image/jpeg');
 * const obj = await storage.get('destinations/0b9c….jpg'); // undefined when missing
 */
export interface TStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<TStoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
