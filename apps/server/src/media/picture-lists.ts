import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PICTURE_URL_MSG, type TPicture, isPictureUrl } from '@mise/contracts/common/picture';
import {
  PICTURE_LIST_SEGMENTS,
  type TAddPictureBody,
  type TPictureListSegment,
  VIDEO_PICTURE_SIZE,
} from '@mise/contracts/common/media';
import { VIDEO_LINK_MSG, normaliseVideoLink } from '@mise/contracts/common/video-link';
import { type TActor, logActivity } from '../crud/activity';
import type { TModel } from '../crud/model';
import { bumped } from '../crud/owner-version';
import { liveCondition } from '../crud/soft-delete';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../lib/http-error';
import { serviceOf } from '../crud/write-service';

/** ZPictureList's limit: a list longer than this could not be saved back through PATCH. */
const MAX_PICTURES = 500;

/** Which list `changePictureList` changes (row `id` of `model`, its `segment`) and who changes it. */
type TPictureListTarget = { model: TModel; id: number; segment: TPictureListSegment; actor: TActor };

/**
 * Reads one row's picture list under a row lock, applies `change` and writes it back with an activity row, in one
 * transaction (two uploads at once both land). A soft-deleted row is missing (404).
 */
export async function changePictureList(
  db: Db,
  { model, id, segment, actor }: TPictureListTarget,
  change: (list: TPicture[]) => TPicture[],
): Promise<TPicture[]> {
  const columns = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const name = PICTURE_LIST_SEGMENTS[segment];
  const column = columns[name];
  return serviceOf(db, model).write({
    actor,
    run: async ({ tx }) => {
      const [row] = await tx
        .select({ list: column })
        .from(model.table)
        .where(and(eq(model.id, id), liveCondition(model)))
        .for('update');
      if (!row) throw notFound(`${model.resource.model} ${id} was not found`);
      const next = change(((row.list as TPicture[] | null) ?? []).slice());
      if (next.length > MAX_PICTURES) throw badRequest(`${segment}: a list holds at most ${MAX_PICTURES} pictures`);
      await tx
        .update(model.table)
        .set({ [name]: next, ...bumped(model.table) } as never)
        .where(eq(model.id, id));
      await logActivity(tx, { actor, model: model.resource.model, itemId: id, action: 'update', fields: [name] });
      return next;
    },
  });
}

/**
 * The picture to add for a validated body: a fresh id; a video link re-checked with the dialog's own rule, stored in its
 * normalised embed form (autoplay off) with the default video size; a lottie file only in lottieJson and nothing else there.
 * @example
 * newPicture({ url: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0', fileType: 'video' }, 'pictures')
 */
export function newPicture(body: TAddPictureBody, segment: TPictureListSegment): TPicture {
  if (body.fileType === 'video') {
    const url = normaliseVideoLink(body.url);
    if (!url) throw badRequest(VIDEO_LINK_MSG, [{ path: '/url', message: VIDEO_LINK_MSG }]);
    return {
      ...body,
      url,
      id: randomUUID(),
      fileType: 'video',
      height: body.height ?? VIDEO_PICTURE_SIZE.height,
      width: body.width ?? VIDEO_PICTURE_SIZE.width,
    };
  }
  if (!isPictureUrl(body.url)) throw badRequest(`url: ${PICTURE_URL_MSG}`);
  const lottie = body.fileType === 'json' || (body.fileType === undefined && /\.json$/i.test(body.url));
  if (lottie && segment !== 'lottieJson') throw badRequest(`${segment}: a lottie JSON file belongs in lottieJson`);
  if (!lottie && segment === 'lottieJson') throw badRequest('lottieJson: only lottie JSON files go here');
  return { ...body, id: randomUUID(), ...(lottie ? { fileType: 'json' as const } : {}) };
}
