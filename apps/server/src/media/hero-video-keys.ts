import type { TStorage } from './storage';
import { publicUrl } from './keys';

/** The extensions sniff.ts stores videos under. */
const VIDEO_EXTS = ['mp4', 'webm', 'mov'] as const;

/**
 * A hero video lives under a key made from its section entry's id (`home-videos/<entryId>.<ext>`): the entry table
 * has no column for a file, and a key tied to the entry needs no migration and cannot point at another entry's file.
 * @example
 * heroVideoKey(12, 'mp4') // 'home-videos/12.mp4'
 */
export const heroVideoKey = (entryId: number, ext: string) => `home-videos/${entryId}.${ext}`;

/** The stored key of an entry's video, whichever of the accepted containers it was, or undefined before an upload. */
export async function findHeroVideo(storage: TStorage, entryId: number): Promise<string | undefined> {
  for (const ext of VIDEO_EXTS) {
    const key = heroVideoKey(entryId, ext);
    if (await storage.exists(key)) return key;
  }
  return undefined;
}

/** The served URL (/img/…, which answers Range requests) of each entry's video, null where none was uploaded. */
export async function heroVideoUrls(storage: TStorage, entryIds: number[]): Promise<Map<number, string | null>> {
  const found = await Promise.all(entryIds.map(async (id) => [id, await findHeroVideo(storage, id)] as const));
  return new Map(found.map(([id, key]) => [id, key ? publicUrl(key) : null]));
}

/** Removes the videos of entries that were removed (after their transaction committed; a leftover file is harmless). */
export async function deleteHeroVideos(storage: TStorage, entryIds: number[]): Promise<void> {
  await Promise.allSettled(
    entryIds.map(async (id) => {
      const key = await findHeroVideo(storage, id);
      if (key) await storage.delete(key);
    }),
  );
}
