import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '@mise/contracts/common/media';
import type { TConfig } from '../config';
import { HttpError, notFound } from '../lib/http-error';
import { byteRange, rangeApplies } from './byte-range';
import { safeKey, variantKey } from './keys';
import { ReadGate } from './read-gate';
import { type TByteSpan, type TStoredMeta, storageFor } from './storage';
import { isTransformable, resizeImage, variantWidth } from './transform';
import { VariantCache } from './variant-cache';
import { VariantQueue } from './variant-queue';

/** Memory for hot variants (a grid of 300-px thumbnails is ~20 kB each; 64 MB holds thousands). */
const VARIANT_CACHE_BYTES = 64 * 1024 * 1024;
/** A stored variant up to this size is read whole into the memory cache on a GET; a bigger one is streamed like an original. */
const CACHEABLE_VARIANT_BYTES = VARIANT_CACHE_BYTES / 16;
/**
 * Bodies streamed at once per process. Each holds an open file (or S3 response) and about 64 kB of read buffer, so 64
 * cost a few MB whatever the files' sizes. Over the limit a request waits up to 5 s in a line of 256 (a page of
 * thumbnails or a video seek bursts, then settles), and beyond that gets 503 with Retry-After: waiting without bound
 * would let a flood hold sockets and memory for ever, refusing at once would fail ordinary bursts.
 */
const READS = { limit: 64, maxWaiting: 256, waitMs: 5_000 };
const RETRY_AFTER_SECONDS = 2;
/** A reader that takes nothing for this long is cut off, so a stalled client cannot hold one of the READS for ever. */
const IDLE_MS = 30_000;
/** Variants waiting to be made; more are dropped (and queued again by the next request that wants them). */
const QUEUE_LENGTH = 200;
/** Variants whose making failed (an original that cannot be decoded or is over the pixel budget) are not tried again. */
const FAILED_KEYS = 1_000;

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
const ZImageQuery = z.object({
  w: z.coerce
    .number({ error: `w: a width in pixels, 1 to ${MAX_WIDTH}` })
    .int(`w: a width in pixels, 1 to ${MAX_WIDTH}`)
    .min(1, `w: a width in pixels, 1 to ${MAX_WIDTH}`)
    .max(100_000, `w: a width in pixels, 1 to ${MAX_WIDTH}`)
    .optional(),
});

/** Stored files never change under their name (every upload gets a fresh uuid), so browsers and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The original answering for a variant not made yet: kept briefly, so the variant is fetched once it exists. */
const STAND_IN = 'public, max-age=60';

/** What one answer sends: the object's metadata, how long it may be cached, and where its bytes come from. */
type TServed = {
  meta: TStoredMeta;
  cacheControl: string;
  body: Buffer | ((span: TByteSpan | undefined) => Promise<Readable | undefined>);
};

/**
 * `GET|HEAD /img/<path>[?w=<width>]`, public (no session needed) like the image CDN of the spec (pictures appear in the
 * public guide). An original is never read whole to serve it: HEAD and 304 come from its metadata, a GET streams the
 * bytes asked for (one byte range, RFC 9110 §14.2). `?w=` answers the stored variant (snapped up to one of
 * IMAGE_WIDTHS) when it exists; otherwise the original, briefly cacheable, while the variant is queued to be made in the
 * background (variant-queue.ts), so no public request pays for decoding an image.
 */
export async function imageRoutes(app: FastifyInstance, opts: { config: TConfig }) {
  const storage = storageFor(opts.config);
  const memory = new VariantCache(VARIANT_CACHE_BYTES);
  const reads = new ReadGate(READS);
  const failed = new Set<string>();
  const queue = new VariantQueue({
    maxLength: QUEUE_LENGTH,
    onError: (key, error) => {
      if (failed.size >= FAILED_KEYS) failed.clear();
      failed.add(key);
      app.log.warn({ key, err: error }, 'An image variant could not be made; the original is served instead');
    },
  });
  app.addHook('onClose', async () => {
    await queue.close();
    await storage.close();
  });

  /** Makes and stores one variant (in the queue, never in a request). The original is an image under the pixel budget, so reading it whole is bounded. */
  async function makeVariant(key: string, width: number, vKey: string) {
    if (await storage.exists(vKey)) return;
    const original = await storage.get(key);
    if (!original) return;
    const body = await resizeImage(original.body, original.contentType, width);
    await storage.put(vKey, body, original.contentType);
  }

  /** What answers `?w=`: the variant from memory or storage, or the original standing in while the variant is queued. */
  async function variantOrStandIn(request: FastifyRequest, key: string, width: number): Promise<TServed | undefined> {
    const vKey = variantKey(key, width);
    const remembered = memory.get(vKey);
    if (remembered) return { meta: remembered, cacheControl: IMMUTABLE, body: remembered.body };
    const stored = await storage.stat(vKey);
    if (stored) {
      // Small variants are kept in memory, read whole only for a GET (a HEAD reads no body at all).
      if (request.method === 'GET' && stored.size <= CACHEABLE_VARIANT_BYTES) {
        const object = await storage.get(vKey);
        if (object) {
          memory.set(vKey, object);
          return { meta: object, cacheControl: IMMUTABLE, body: object.body };
        }
      }
      return { meta: stored, cacheControl: IMMUTABLE, body: (span) => storage.stream(vKey, span) };
    }
    const meta = await storage.stat(key);
    if (!meta) return undefined;
    const original = (span: TByteSpan | undefined) => storage.stream(key, span);
    // A width means nothing to a video or a lottie file: the original is the answer for good.
    if (!isTransformable(meta.contentType) || failed.has(vKey))
      return { meta, cacheControl: IMMUTABLE, body: original };
    queue.add(vKey, () => makeVariant(key, width, vKey));
    return { meta, cacheControl: STAND_IN, body: original };
  }

  async function send(request: FastifyRequest, reply: FastifyReply, served: TServed) {
    const { meta } = served;
    // Helmet's default is same-origin; the public guide on its own domain shows these pictures.
    reply.header('accept-ranges', 'bytes').header('cross-origin-resource-policy', 'cross-origin');
    const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(meta.etag))
      return reply.status(304).header('cache-control', served.cacheControl).header('etag', meta.etag).send();
    const ifRange = request.headers['if-range'];
    const applies = rangeApplies(request.method, Array.isArray(ifRange) ? ifRange.join(',') : ifRange, meta.etag);
    const range = applies ? byteRange(request.headers.range, meta.size) : undefined;
    if (range === 'unsatisfiable') {
      // The error answer is the API's JSON shape; the header tells a player the real size.
      reply.header('content-range', `bytes */${meta.size}`);
      throw new HttpError(416, `Range ${request.headers.range ?? ''} is outside the file's ${meta.size} bytes`);
    }
    let body: Buffer | Readable | undefined;
    if (request.method === 'HEAD') body = undefined;
    else if (Buffer.isBuffer(served.body))
      body = range ? served.body.subarray(range.start, range.end + 1) : served.body;
    else body = await openStream({ request, reply }, served.body, range);
    // Success headers only now: every error above leaves them unset (and the onSend hook below makes sure).
    reply
      .header('cache-control', served.cacheControl)
      .header('etag', meta.etag)
      .header('content-type', meta.contentType);
    reply.header('content-length', String(range ? range.end - range.start + 1 : meta.size));
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${meta.size}`);
    return reply.send(body);
  }

  /** A read stream of the bytes asked for, holding one of the READS until it closes; 503 when none comes free in time. */
  async function openStream(
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    open: (span: TByteSpan | undefined) => Promise<Readable | undefined>,
    span: TByteSpan | undefined,
  ) {
    const release = await reads.enter();
    if (!release) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(
        503,
        `Too many pictures are being sent right now; try again in ${RETRY_AFTER_SECONDS} seconds`,
      );
    }
    try {
      const stream = await open(span);
      if (!stream) throw notFound('No such image');
      // Whichever comes first: the file read to its end or given up, or the response closed (sent, or the client gone).
      stream.once('close', release);
      reply.raw.once('close', release);
      // A client that left while it waited for a place: nothing to send.
      if (request.raw.socket?.destroyed === true) {
        stream.destroy();
        release();
      }
      reply.raw.setTimeout(IDLE_MS, () => reply.raw.destroy());
      return stream;
    } catch (error) {
      release();
      throw error;
    }
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    // HEAD declared here rather than derived by Fastify, whose derived HEAD would run the GET and drain its stream.
    method: ['GET', 'HEAD'],
    url: '/img/*',
    config: { public: true },
    schema: { hide: true, querystring: ZImageQuery },
    // No error from this route may be cached or carry a validator: not a 404 for a file uploaded a moment later, not a 416.
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode >= 400) {
        reply.removeHeader('etag');
        reply.removeHeader('content-length');
        reply.header('cache-control', 'no-store');
      }
      return payload;
    },
    handler: async (req, reply) => {
      const key = safeKey((req.params as { '*': string })['*']);
      if (!key) throw notFound('No such image');
      const width = req.query.w;
      if (width !== undefined) {
        const served = await variantOrStandIn(req, key, variantWidth(width));
        if (!served) throw notFound('No such image');
        return send(req, reply, served);
      }
      const meta = await storage.stat(key);
      if (!meta) throw notFound('No such image');
      return send(req, reply, { meta, cacheControl: IMMUTABLE, body: (span) => storage.stream(key, span) });
    },
  });
}
