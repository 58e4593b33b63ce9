import type { TByteSpan } from './storage';

/**
 * What a `Range` header asks of a file of `size` bytes, read as RFC 9110 §14.2 allows a server to: one byte range is
 * served (206), a single range that starts past the end is 'unsatisfiable' (416), and everything else (no header,
 * another unit, several ranges, a range spec that does not parse or ends before it starts) is ignored, so the whole
 * file is sent (200). Serving several ranges would mean a multipart/byteranges body nothing of ours needs, and an
 * origin server MUST ignore units it does not know.
 * @example
 * byteRange('bytes=0-99', 1000) // { start: 0, end: 99 }
 * byteRange('bytes=-100', 1000) // { start: 900, end: 999 }
 * byteRange('bytes=0-0,5-9', 1000) // undefined: the whole file
 * byteRange('bytes=2000-', 1000) // 'unsatisfiable'
 */
export function byteRange(header: string | undefined, size: number): TByteSpan | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  // Range units are compared without case (§14.1); whitespace may surround the spec.
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // A suffix range: the last N bytes (all of them when N is more than the file); N = 0 overlaps nothing.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? undefined : Number(match[2]);
  // last-pos before first-pos makes the spec invalid (§14.1.1), which a server may ignore: the whole file.
  if (last !== undefined && last < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last ?? size - 1, size - 1) };
}

/**
 * Whether a `Range` header is to be honoured: only on a GET (§14.2: range handling is defined for GET alone) and, with
 * `If-Range`, only when it names the current ETag (a strong comparison; a date or a weak tag sends the whole file).
 * @example
 * rangeApplies('GET', undefined, '"a"') // true
 * rangeApplies('GET', '"b"', '"a"') // false
 */
export function rangeApplies(method: string, ifRange: string | undefined, etag: string): boolean {
  if (method !== 'GET') return false;
  return ifRange === undefined || ifRange.trim() === etag;
}
