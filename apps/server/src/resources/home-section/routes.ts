import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TConfig } from '../../config';
import { genericCalls } from '@mise/contracts/calls';
import { homeSectionCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
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

/**
 * Calls special to home curation (part 2 §7 "Settings and home"); rename (PATCH homeSections/{id}) and change-order
 * (PATCH homeSections/{id}/sectionEntity/{sectionEntityId}/change-order) are the generic routes.
 */
export async function homeSectionRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  const { config } = opts;
  const storage = storageFor(config);
  serve(app, homeSectionCalls.preview, async (req) =>
    homePreview(app.db, storage, req.query.at ? new Date(req.query.at) : undefined),
  );

  serve(app, homeSectionCalls.entries, async (req) => entriesOf(app.db, storage, req.params.id));

  serve(app, homeSectionCalls.addRemoveBulk, async (req) => {
    const { removedVideos } = await addRemoveBulk(app.db, { sectionId: req.params.id, ...req.body, actor: req.staff });
    await deleteHeroVideos(storage, removedVideos, req.log);
    return entriesOf(app.db, storage, req.params.id);
  });

  // Every removal of a hero entry removes its file, once the removal has committed: these replace the generic deletes
  // (crud/register.ts leaves a DELETE an area answers itself), which would leave the file behind.
  const removed = (log: FastifyBaseLogger) => async (result: TRemoved) => {
    await deleteHeroVideos(storage, result.videos, log);
    return { count: result.count };
  };
  serve(app, genericCalls.homeSectionEntity.delete, async (req) =>
    removed(req.log)(await deleteSectionEntry(app.db, { id: req.params.id, actor: req.staff })),
  );
  serve(app, genericCalls.homeSection.delete, async (req) =>
    removed(req.log)(await deleteHomeSection(app.db, { id: req.params.id, actor: req.staff })),
  );

  // Multipart in a scope of its own, like the assets upload, so no other route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.uploadLimit, files: 1, fields: 10, parts: 12, fieldSize: 4096, headerPairs: 20 },
    });
    serve(scope, homeSectionCalls.uploadVideo, {
      route: { onRequest: multipartHeadersCheck(config.uploadLimit) },
      handler: async (req, reply) => {
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
    });
  });
}
