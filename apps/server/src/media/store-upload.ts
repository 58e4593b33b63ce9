import { THUMBNAIL_WIDTH, type TStoredFile } from '@mise/contracts/common/media';
import { newKey, publicUrl, variantKey } from './keys';
import type { TSniffed } from './sniff';
import type { TStorage } from './storage';
import { imageSize, resizeImage, uprightWithoutMetadata } from './transform';

/** An accepted upload: its bytes, what sniffing found them to be, the folder its key goes in and the name it came with. */
type TUpload = { bytes: Buffer; sniffed: TSniffed; folder: string; filename: string };

/**
 * Stores an accepted upload under a fresh key; an image as an upright copy without EXIF/GPS, with its thumbnail (the
 * `?w=300` variant, made now so the first grid view is already cached). Everything that can refuse the file (decoding) runs before anything is written,
 * and a failed write removes what was written, so a failed upload leaves nothing behind.
 * @example
 * const sniffed = await sniff(bytes, { images: true });
 * const stored = await storeUpload(storage, { bytes, sniffed, folder: 'destinations', filename: 'harbour.jpg' });
 */
export async function storeUpload(
  storage: TStorage,
  { bytes, sniffed, folder, filename }: TUpload,
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
