import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '@mise/contracts/common/media';
import type { TConfig } from '../config';
import { notFound } from '../lib/http-error';
import { sendWithRanges } from './byte-range';
import { safeKey, variantKey } from './keys';
import { type TStoredObject, storageFor } from './storage';
import { isTransformable, resizeImage, variantWidth } from './transform';
import { VariantCache } from './variant-cache';

/** Memory for hot variants (a grid of 300-px thumbnails is ~20 kB each; 64 MB holds thousands). */
const VARIANT_CACHE_BYTES = 64 * 1024 * 1024;
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

function send(request: FastifyRequest, reply: FastifyReply, object: TStoredObject) {
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', object.etag)
    // Helmet's default is same-origin; the public guide on its own domain shows these pictures.
    .header('cross-origin-resource-policy', 'cross-origin');
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(object.etag)) return reply.status(304).send();
  return sendWithRanges(request, reply, object);
}

/**
 * `GET /img/<path>[?w=<width>]`, public (no session needed) like the image CDN of the spec (pictures appear in the public guide): the stored
 * file, or a resized copy no wider than the requested width (snapped up to one of IMAGE_WIDTHS), made with sharp on the
 * first request and kept in storage under `_variants/w<width>/<path>`.
 */
export async function imageRoutes(app: FastifyInstance, opts: { config: TConfig }) {
  const storage = storageFor(opts.config);
  app.addHook('onClose', async () => storage.close());
  // Two requests for the same missing variant make it once.
  const making = new Map<string, Promise<TStoredObject | undefined>>();
  const memory = new VariantCache(VARIANT_CACHE_BYTES);

  async function variant(key: string, width: number): Promise<TStoredObject | undefined> {
    const vKey = variantKey(key, width);
    const remembered = memory.get(vKey);
    if (remembered) return remembered;
    const stored = await storage.get(vKey);
    if (stored) {
      memory.set(vKey, stored);
      return stored;
    }
    let pending = making.get(vKey);
    if (!pending) {
      pending = (async () => {
        const original = await storage.get(key);
        if (!original) return undefined;
        if (!isTransformable(original.contentType)) return original;
        const body = await resizeImage(original.body, original.contentType, width);
        await storage.put(vKey, body, original.contentType);
        const made = (await storage.get(vKey)) ?? { ...original, body, size: body.length, etag: `"w${width}-${body.length.toString(16)}"` };
        memory.set(vKey, made);
        return made;
      })().finally(() => making.delete(vKey));
      making.set(vKey, pending);
    }
    return pending;
  }

  app.withTypeProvider<ZodTypeProvider>().get('/img/*', { config: { public: true }, schema: { hide: true, querystring: ZImageQuery } }, async (req, reply) => {
    const key = safeKey((req.params as { '*': string })['*']);
    if (!key) throw notFound('No such image');
    const width = req.query.w;
    const object = width === undefined ? await storage.get(key) : await variant(key, variantWidth(width));
    if (!object) throw notFound('No such image');
    return send(req, reply, object);
  });
}
