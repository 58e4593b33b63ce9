import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-error';

/** RFC 2046: 1 to 70 characters, quoted when it holds a space or other specials. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;
/** Room for the part headers and the closing delimiter around the one file. */
const ENVELOPE_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** The boundary a multipart/form-data request declares, or the refusal its headers alone already justify. */
function boundaryOf(request: FastifyRequest, limit: number): string {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType))
    throw new HttpError(415, 'Send the file as multipart/form-data');
  const match = BOUNDARY.exec(contentType);
  if (!match) throw badRequest('Content-Type multipart/form-data needs a boundary parameter of 1 to 70 characters');
  const length = Number(request.headers['content-length']);
  if (length > limit + ENVELOPE_BYTES) throw new HttpError(413, `The file is larger than ${megabytes(limit)}`);
  return match[1] ?? match[2];
}

/**
 * A route `onRequest` hook for multipart uploads: what the headers already show to be wrong (another content type, no
 * boundary, a declared length over the limit) is refused before a byte of the body is read, and the connection is
 * closed so the rest of that body is never read either.
 */
export function multipartHeadersCheck(limit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      boundaryOf(request, limit);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * The first `size` bytes of a request body, put back so the multipart parser still reads them from the start.
 * Fewer bytes come back only when the whole body is shorter.
 */
function peek(stream: Readable, size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (error?: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) return reject(error);
      const head = Buffer.concat(chunks);
      // Put back in the same tick as the last read, before 'end' could be emitted.
      if (length >= size) stream.unshift(head);
      resolve(head);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < size && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= size) finish();
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(badRequest(`The upload could not be read: ${error.message}`));
    const onClose = () => finish(badRequest('The upload ended before its first part'));
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

/**
 * Reads the one file of a multipart/form-data upload (fields before it are allowed and ignored). A body that does not
 * open with the declared boundary is refused after its first bytes; a malformed, truncated or file-less body is a 400,
 * a file over `limit` a 413; nothing of a refused body is kept.
 * @example
 * const { bytes, filename } = await readMultipartFile(req, reply, config.uploadLimit);
 */
export async function readMultipartFile(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: number,
): Promise<{ bytes: Buffer; filename: string }> {
  return streamMultipartFile(request, { reply, limit }, async (file, filename) => ({
    bytes: await streamToBuffer(file),
    filename,
  }));
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  // busboy marks a file cut at the size limit instead of failing the stream.
  if ((stream as Readable & { truncated?: boolean }).truncated)
    throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  return Buffer.concat(chunks);
}

/**
 * The one file of a multipart request handed to `consume` as a stream, as it arrives (an import of any size is never
 * held whole): the same checks and refusals as `readMultipartFile`. A file over `limit` fails the stream with a 413.
 * @example
 * await streamMultipartFile(req, { reply, limit }, (file, name) => writeJobFile(db, { fileId }, file));
 */
export async function streamMultipartFile<T>(
  request: FastifyRequest,
  { reply, limit }: { reply: FastifyReply; limit: number },
  consume: (file: Readable, filename: string) => Promise<T>,
): Promise<T> {
  try {
    return await consumeFile(request, limit, consume);
  } catch (error) {
    // Whatever of the body is still unsent is not waited for.
    reply.header('connection', 'close');
    throw error;
  }
}

async function consumeFile<T>(
  request: FastifyRequest,
  limit: number,
  consume: (file: Readable, filename: string) => Promise<T>,
): Promise<T> {
  const boundary = boundaryOf(request, limit);
  const delimiter = `--${boundary}`;
  // Browsers and HTTP clients start the body with the delimiter; a preamble (allowed, never sent) would make the
  // parser read on without bound, looking for it.
  const size = delimiter.length + 2;
  const head = (await peek(request.raw, size)).toString('latin1');
  if (head.length < size) throw badRequest('The upload ended before its first part');
  if (!head.startsWith(delimiter) && head !== `\r\n${delimiter}`) {
    throw badRequest('The body does not start with the multipart boundary its Content-Type names');
  }
  try {
    const part = await request.file();
    if (!part) throw badRequest('No file in the request: send it as a form field with a file name');
    return await consume(part.file, (part.filename || 'upload').slice(0, 255));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is larger than ${megabytes(limit)}`);
    if (statusCode === 413) throw new HttpError(413, 'Send one file, with at most 10 small form fields');
    throw badRequest(`The upload could not be read: ${(error as Error).message}`);
  }
}
