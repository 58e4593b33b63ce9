import { THUMBNAIL_WIDTH, type TStoredFile } from '@mise/contracts/common/media';
import { newKey, publicUrl, variantKey } from './keys';
import type { TSniffed } from './sniff';
import type { TStorage } from './storage';
import { imageSize, resizeImage, uprightWithoutMetadata } from './transform';

/**
 * Stores an accepted upload under a fresh key; an image as an upright copy without EXIF/GPS, with its thumbnail (the
 * `?w=300` variant, made now so the first grid view is already cached). Everything that can refuse the file (decoding) runs before anything is written,
 * and a failed write removes what was written, so a failed upload leaves nothing behind.
 * @example
 * const stored = await storeUpload(storage, bytes, await sniff(bytes, { images: true }), 'destinations', 'harbour.jpg');
 */
export async function storeUpload(
  storage: TStorage,
  bytes: Buffer,
  sniffed: TSniffed,
  folder: string,
  filename: string,
): Promise<TStoredFile> {
  const key = newKey(folder, sniffed.ext);
  const base = {
    url: publicUrl(key),
    imagePath: key,
    filePath: key,
    fileType: sniffed.kind,
    contentType: sniffed.mime,
    size: bytes.length,
    filename,
  };
  if (sniffed.kind !== 'image') {
    await storage.put(key, bytes, sniffed.mime);
    return base;
  }
  // What is stored, measured and thumbnailed is the upright copy without EXIF/GPS, never the bytes as sent.
  const original = await uprightWithoutMetadata(bytes, sniffed.mime);
  const size = await imageSize(original);
  const thumbnail = await resizeImage(original, sniffed.mime, THUMBNAIL_WIDTH);
  const written: string[] = [];
  try {
    await storage.put(key, original, sniffed.mime);
    written.push(key);
    await storage.put(variantKey(key, THUMBNAIL_WIDTH), thumbnail, sniffed.mime);
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
  return { ...base, size: original.length, thumbnail: `${base.url}?w=${THUMBNAIL_WIDTH}`, ...size };
}
