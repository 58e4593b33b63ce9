import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from './storage';
import { newKey, publicUrl, safeKey } from './keys';

/** The extensions sniff.ts stores videos under. */
const VIDEO_EXTS = ['mp4', 'webm', 'mov'] as const;

/** A hero entry as far as its video goes: `videoUrl` is the column, null for none or for a video stored before it. */
export type THeroVideoRef = { id: number; videoUrl: string | null };

/**
 * Where a new hero video is stored: a random key, like every upload (keys.ts), so the public `/img` path names no
 * entry and cannot be guessed. The entry records it as its served URL (`home_section_entities.video_url`).
 * @example
 * newHeroVideoUrl('mp4') // { key: 'home-videos/0b9c….mp4', url: '/img/home-videos/0b9c….mp4' }
 */
export function newHeroVideoUrl(ext: string): { key: string; url: string } {
  const key = newKey('home-videos', ext);
  return { key, url: publicUrl(key) };
}

/**
 * Where videos uploaded before the column existed live: under the entry's id. Only entries whose column is null
 * are looked for there.
 */
const legacyKey = (entryId: number, ext: string) => `home-videos/${entryId}.${ext}`;

/** The storage key behind a recorded URL, or undefined for one that is not ours (never trusted as a path). */
function keyOfUrl(url: string): string | undefined {
  return url.startsWith('/img/') ? safeKey(url.slice('/img/'.length)) : undefined;
}

/** The stored key of a legacy entry's video, whichever of the accepted containers it was, or undefined. */
async function findLegacyVideo(storage: TStorage, entryId: number): Promise<string | undefined> {
  for (const ext of VIDEO_EXTS) {
    const key = legacyKey(entryId, ext);
    if (await storage.exists(key)) return key;
  }
  return undefined;
}

/** The served URL (/img/…, which answers Range requests) of each entry's video, null where none was uploaded. */
export async function heroVideoUrls(storage: TStorage, entries: THeroVideoRef[]): Promise<Map<number, string | null>> {
  const found = await Promise.all(
    entries.map(async ({ id, videoUrl }) => {
      if (videoUrl) return [id, videoUrl] as const;
      const legacy = await findLegacyVideo(storage, id);
      return [id, legacy ? publicUrl(legacy) : null] as const;
    }),
  );
  return new Map(found);
}

/**
 * Removes the videos of hero entries that are gone: call it after their transaction committed, so a rollback never
 * leaves an entry without its file. A file that cannot be removed is logged and left (the media sweep takes it
 * later); the request that removed the entry still succeeds. Entries without a column lose their legacy file, if any.
 * @example
 * await deleteHeroVideos(storage, [{ id: 41, videoUrl: '/img/home-videos/0b9c….mp4' }], req.log)
 */
export async function deleteHeroVideos(
  storage: TStorage,
  entries: THeroVideoRef[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const keys = entries.flatMap(({ id, videoUrl }) => {
    if (!videoUrl) return VIDEO_EXTS.map((ext) => legacyKey(id, ext));
    const key = keyOfUrl(videoUrl);
    return key ? [key] : [];
  });
  await Promise.all(keys.map((key) => removeStoredVideo(storage, key, log)));
}

/** Removes one stored video, logging instead of throwing: the caller's change has already been made. */
export async function removeStoredVideo(
  storage: TStorage,
  key: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn(
      { err: error, key },
      'hero video file not removed after its entry was; the media sweep removes unreferenced uploads',
    );
  }
}
