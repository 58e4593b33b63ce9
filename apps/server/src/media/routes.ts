import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { mediaCalls } from '@mise/contracts/common/media-calls';
import type { TConfig } from '../config';
import type { TModel } from '../crud/model';
import type { ModelRegistry } from '../crud/registry';
import { serve } from '../crud/serve';
import { genericCallsOf } from '@mise/contracts/calls';
import type { TPictureListSegment } from '@mise/contracts/common/media';
import type { TPictureCalls } from '@mise/contracts/common/resource-calls';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { imageWithinBudget } from './image-budget';
import { multipartHeadersCheck, readMultipartFile } from './multipart-upload';
import { changePictureList, newPicture } from './picture-lists';
import { safeFetch } from './safe-fetch';
import { sniff } from './sniff';
import { storageFor } from './storage';
import { storeUpload } from './store-upload';

const FETCHABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Every picture-list write answers the list as it now stands, newest first. */
const notInList = (at: { model: TModel; segment: string; id: number; pictureId: string }) =>
  notFound(`Picture ${at.pictureId} is not in ${at.segment} of ${at.model.resource.model} ${at.id}`);
const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** The bytes of a base64 upload (a `data:` URL prefix allowed), refusing what is not base64 or is over the limit. */
function decodeBase64(raw: string, limit: number): Buffer {
  const text = raw.replace(/^data:[^,]{0,200},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw badRequest('base64img: not base64 data');
  if (Math.floor((text.length * 3) / 4) > limit + 2)
    throw new HttpError(413, `The file is larger than ${megabytes(limit)}`);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > limit) throw new HttpError(413, `The file is larger than ${megabytes(limit)}`);
  return bytes;
}

/**
 * The media calls of part 1 §7: uploads (base64 pictures, multipart assets), loading an image from a URL for the crop
 * dialog, and adding, captioning and deleting entries of an entity's picture lists. Files are served by image-routes.ts.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  const { config, registry } = opts;
  const storage = storageFor(config);

  // base64 is 4/3 of the bytes; the rest of the JSON body is small.
  const uploadBodyLimit = Math.ceil((config.uploadLimit * 4) / 3) + 64 * 1024;
  serve(app, mediaCalls.pictureUpload, {
    route: { bodyLimit: uploadBodyLimit },
    handler: async (req) => {
      const bytes = decodeBase64(req.body.base64img, config.uploadLimit);
      const sniffed = await sniff(bytes, { images: true, lottie: true });
      return storeUpload(storage, { bytes, sniffed, folder: req.body.folder, filename: req.body.filename });
    },
  });

  serve(app, mediaCalls.pictureFetch, async (req, reply) => {
    const fetched = await safeFetch(req.query.url, {
      maxBytes: config.uploadLimit,
      timeoutMs: config.fetchTimeoutMs,
      allowHosts: new Set(config.fetchAllowHosts),
      contentTypes: FETCHABLE_TYPES,
      log: req.log,
    });
    // The header said image; the bytes must agree (an HTML page served as image/jpeg is refused here).
    const sniffed = await sniff(fetched.bytes, { images: true });
    // What the crop dialog cannot upload is refused now (413 over the pixel budget or frame limit), not after cropping.
    await imageWithinBudget(fetched.bytes);
    return reply.header('content-type', sniffed.mime).header('cache-control', 'no-store').send(fetched.bytes);
  });

  // Multipart only for the assets call: registered in its own scope so no other route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.uploadLimit, files: 1, fields: 10, parts: 12, fieldSize: 4096, headerPairs: 20 },
    });
    serve(scope, mediaCalls.assetUpload, {
      route: { onRequest: multipartHeadersCheck(config.uploadLimit) },
      handler: async (req, reply) => {
        const { bytes, filename } = await readMultipartFile(req, reply, config.uploadLimit);
        const sniffed = await sniff(bytes, { images: true, videos: true });
        return [await storeUpload(storage, { bytes, sniffed, folder: 'assets', filename })];
      },
    });
  });

  for (const model of registry.models) {
    // The lists a record keeps (its contract's picture columns); model-check holds the table to the record.
    const lists = Object.entries(genericCallsOf(model.resource).pictures) as [TPictureListSegment, TPictureCalls][];
    for (const [segment, calls] of lists) {
      serve(app, calls.add, async (req) => {
        const picture = newPicture(req.body, segment);
        return changePictureList(app.db, { model, id: req.params.id, segment, actor: req.staff }, (list) => [
          picture,
          ...list,
        ]);
      });
      serve(app, calls.caption, async (req) =>
        changePictureList(app.db, { model, id: req.params.id, segment, actor: req.staff }, (list) => {
          const index = list.findIndex((p) => p.id === req.params.pictureId);
          if (index < 0) throw notInList({ model, segment, ...req.params });
          list[index] = { ...list[index], caption: req.body.caption };
          return list;
        }),
      );
      // The stored file stays: the same url may be in other lists (category moves copy it between portrait and landscape).
      serve(app, calls.remove, async (req) =>
        changePictureList(app.db, { model, id: req.params.id, segment, actor: req.staff }, (list) => {
          const next = list.filter((p) => p.id !== req.params.pictureId);
          if (next.length === list.length) throw notInList({ model, segment, ...req.params });
          return next;
        }),
      );
    }
  }
}
