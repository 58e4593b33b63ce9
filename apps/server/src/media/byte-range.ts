import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { TStoredObject } from './storage';

/**
 * The part of `size` bytes a `Range: bytes=…` header asks for, 'unsatisfiable' for a range outside the file or one we
 * do not serve (several ranges, other units), or undefined when there is no Range header.
 * @example
 * byteRange('bytes=0-99', 1000) // { start: 0, end: 99 }
 * byteRange('bytes=-100', 1000) // { start: 900, end: 999 }
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file whole (200) or the part a Range header asks for (206 with Content-Range), so a browser can seek
 * in a video; a range it cannot have is a 416 naming the file's size. `Accept-Ranges` tells players they may ask.
 */
export function sendWithRanges(request: FastifyRequest, reply: FastifyReply, object: TStoredObject) {
  reply.header('accept-ranges', 'bytes');
  const range = byteRange(request.headers.range, object.body.length);
  if (range === 'unsatisfiable') {
    // The error answer is the API's JSON shape; the header tells a player the real size.
    reply.header('content-range', `bytes */${object.body.length}`);
    throw new HttpError(416, `Range ${request.headers.range ?? ''} is outside the file's ${object.body.length} bytes`);
  }
  reply.header('content-type', object.contentType);
  if (range === undefined) return reply.send(object.body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${object.body.length}`)
    .send(object.body.subarray(range.start, range.end + 1));
}
