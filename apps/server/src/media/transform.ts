import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@mise/contracts/common/media';
import { badRequest } from '../lib/http-error';

/** sharp's output format for each stored image type (variants keep the original's type, so the URL's extension stays true). */
const FORMATS: Record<string, 'jpeg' | 'png' | 'webp' | 'gif'> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export const isTransformable = (contentType: string) => contentType in FORMATS;

/**
 * The width actually made for a requested `?w=`: the next allowed width up (the largest for anything above it).
 * @example
 * variantWidth(500) // 600
 */
export function variantWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

const unreadable = () => badRequest('The image could not be read');

/**
 * Width and height as displayed (EXIF orientation applied); throws 400 'The image could not be read' when sharp cannot decode it.
 * @example
 * await imageSize(jpegBytes) // { width: 4000, height: 3000 }
 */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes).metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!size.width || !size.height) throw unreadable();
    return { width: size.width, height: size.height };
  } catch {
    throw unreadable();
  }
}

/**
 * A copy of an image at most `width` pixels wide (never enlarged), upright by its EXIF orientation and without metadata,
 * in the original's format. A truncated or corrupt image fails here (sharp stops at the first decoding warning).
 * @example
 * const small = await resizeImage(bytes, 'image/jpeg', 600);
 */
export async function resizeImage(bytes: Buffer, contentType: string, width: number): Promise<Buffer> {
  const format = FORMATS[contentType];
  if (!format) throw badRequest(`${contentType} cannot be resized`);
  try {
    // GIF and WebP may be animated: keep every frame. EXIF orientation is a JPEG/PNG matter (and sharp cannot rotate frames).
    const animated = format === 'gif' || format === 'webp';
    const pipeline = sharp(bytes, { animated });
    if (!animated) pipeline.rotate();
    return await pipeline
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, format === 'jpeg' ? { quality: 82, mozjpeg: false } : {})
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
