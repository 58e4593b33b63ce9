import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import { ZHomeEntries, ZHomePreview, ZHomeSectionBulk, ZHomeVideoQuery } from '@mise/contracts/resources/home-section';
import type { TConfig } from '../../config';
import { ZCountAnswer, documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { deleteHeroVideos } from '../../media/hero-video-keys';
import { multipartHeadersCheck, readMultipartFile } from '../../media/multipart-upload';
import { sniff } from '../../media/sniff';
import { storageFor } from '../../media/storage';
import { addRemoveBulk } from './add-remove-bulk';
import { entriesOf, requireSection } from './entries';
import { homePreview } from './preview';
import { type TRemoved, deleteHomeSection, deleteSectionEntry } from './remove-entries';
import { addHeroVideo } from './upload-video';

const ZSectionParams = z.object({ id: zId });

/**
 * Calls special to home curation (part 2 §7 "Settings and home"); rename (PATCH homeSections/{id}) and change-order
 * (PATCH homeSections/{id}/sectionEntity/{sectionEntityId}/change-order) are the generic routes.
 */
export async function homeSectionsRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  const { config } = opts;
  const storage = storageFor(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['HomeSection'];

  r.get('/homeSections/preview', { schema: { tags, response: { 200: ZHomePreview } } }, async () =>
    homePreview(app.db, storage),
  );

  r.get(
    '/homeSections/:id/entity-sections',
    { schema: { tags, params: ZSectionParams, response: { 200: ZHomeEntries } } },
    async (req) => entriesOf(app.db, storage, req.params.id),
  );

  r.post(
    '/homeSections/:id/entity-sections/add-remove-bulk',
    { schema: { tags, params: ZSectionParams, body: ZHomeSectionBulk, response: { 200: ZHomeEntries } } },
    async (req) => {
      const { removedVideos } = await addRemoveBulk(app.db, {
        sectionId: req.params.id,
        ...req.body,
        actor: req.staff,
      });
      await deleteHeroVideos(storage, removedVideos, req.log);
      return entriesOf(app.db, storage, req.params.id);
    },
  );

  // Every removal of a hero entry removes its file, once the removal has committed: these replace the generic deletes
  // (crud/register.ts leaves a DELETE an area answers itself), which would leave the file behind.
  const removed = (log: FastifyBaseLogger) => async (result: TRemoved) => {
    await deleteHeroVideos(storage, result.videos, log);
    return { count: result.count };
  };
  r.delete(
    '/homeSectionEntities/:id',
    {
      ...documentedOnly,
      schema: { tags: ['HomeSectionEntity'], params: ZSectionParams, response: { 200: ZCountAnswer } },
    },
    async (req) => removed(req.log)(await deleteSectionEntry(app.db, { id: req.params.id, actor: req.staff })),
  );
  r.delete(
    '/homeSections/:id',
    { ...documentedOnly, schema: { tags, params: ZSectionParams, response: { 200: ZCountAnswer } } },
    async (req) => removed(req.log)(await deleteHomeSection(app.db, { id: req.params.id, actor: req.staff })),
  );

  // Multipart in a scope of its own, like the assets upload, so no other route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.uploadLimit, files: 1, fields: 10, parts: 12, fieldSize: 4096, headerPairs: 20 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/homeSections/:id/videos',
      {
        schema: { tags, params: ZSectionParams, querystring: ZHomeVideoQuery, response: { 200: ZHomeEntries } },
        onRequest: multipartHeadersCheck(config.uploadLimit),
      },
      async (req, reply) => {
        // Known before the body is read: an unknown section is a 404 whatever was sent.
        await requireSection(app.db, req.params.id);
        const { bytes, filename } = await readMultipartFile(req, reply, config.uploadLimit);
        const sniffed = await sniff(bytes, { videos: true });
        await addHeroVideo(app.db, storage, {
          sectionId: req.params.id,
          ...req.query,
          bytes,
          sniffed,
          filename,
          actor: req.staff,
          log: req.log,
        });
        return entriesOf(app.db, storage, req.params.id);
      },
    );
  });
}
