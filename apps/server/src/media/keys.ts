import { randomUUID } from 'node:crypto';

/** One path segment we write or serve: no dot or underscore first (so no `..`, no hidden files, no `_variants`). */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Content types by the extensions the server gives stored files (the extension comes from sniffing, never from the client). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  json: 'application/json',
};

/**
 * A storage key for a path a client asked for (`/img/<path>`), or undefined when it is not one we could have written.
 * @example
 * safeKey('destinations/abc.jpg') // 'destinations/abc.jpg'
 * safeKey('../etc/passwd') // undefined
 */
export function safeKey(path: string): string | undefined {
  const segments = path.split('/');
  if (segments.length < 1 || segments.length > 4) return undefined;
  if (!segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return undefined;
  const ext = segments[segments.length - 1].split('.').pop()?.toLowerCase() ?? '';
  return ext in CONTENT_TYPES ? segments.join('/') : undefined;
}

/** A fresh key for an upload: `<folder>/<uuid>.<ext>`. */
export const newKey = (folder: string, ext: string) => `${folder}/${randomUUID()}.${ext}`;

/** Where the variant of `key` at `width` is cached (outside the servable key space: `_` cannot start a served segment). */
export const variantKey = (key: string, width: number) => `_variants/w${width}/${key}`;

/** The public URL of a stored key. */
export const publicUrl = (key: string) => `/img/${key}`;

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
