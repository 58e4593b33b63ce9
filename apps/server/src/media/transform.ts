import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@mise/contracts/common/media';
import { badRequest } from '../lib/http-error';
import { PIXEL_BUDGET, imageWithinBudget } from './image-budget';

// One libvips thread per image: a variant being made (one at a time, variant-queue.ts) or an upload takes one core at
// most, and sign-in's argon2 and the event loop keep the other. Throughput per image matters less than that.
sharp.concurrency(1);
/** Every decode stops past the budget (counted over all frames when `animated`), whatever the header claimed. */
const DECODE = { limitInputPixels: PIXEL_BUDGET } as const;

/** sharp's output format for each stored image type (variants keep the original's type, so the URL's extension stays true). */
const FORMATS: Record<string, 'jpeg' | 'png' | 'webp' | 'gif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

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

/** Encoder settings for stored originals: every variant is made from this copy, so quality comes first. */
const ORIGINAL_OPTIONS = { jpeg: { quality: 92, mozjpeg: false }, png: {}, webp: { quality: 92 }, gif: {} } as const;

/**
 * The copy of an upload that is stored: turned upright by its EXIF orientation and re-encoded without EXIF (GPS, camera,
 * dates), XMP, IPTC or comments; the colour profile is kept, so wide-gamut photos keep their colours. A GIF that
 * carries no metadata is kept as sent (GIF has no orientation, and re-encoding re-quantises its palette). Animated
 * images keep every frame. Throws 413 for an image over the pixel budget or the frame limit (image-budget.ts), and
 * 400 'The image could not be read' when sharp cannot decode it.
 * @example
 * const stored = await uprightWithoutMetadata(phoneJpeg, 'image/jpeg'); // no GPS, width and height as displayed
 */
export async function uprightWithoutMetadata(bytes: Buffer, contentType: string): Promise<Buffer> {
  const format = FORMATS[contentType];
  if (!format) throw badRequest(`${contentType} cannot be stored as an image`);
  // Over the pixel budget or the frame limit: refused (413) from the header, before any frame is decoded.
  const meta = await imageWithinBudget(bytes);
  try {
    const carriesMetadata = Boolean(
      meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length,
    );
    if (format === 'gif' && !carriesMetadata) return bytes;
    const animated = (meta.pages ?? 1) > 1;
    const pipeline = sharp(bytes, { ...DECODE, animated });
    // sharp cannot rotate the frames of an animation; a still image is turned by its orientation tag, then the tag goes.
    if (!animated) pipeline.autoOrient();
    return await pipeline.keepIccProfile().toFormat(format, ORIGINAL_OPTIONS[format]).toBuffer();
  } catch {
    throw unreadable();
  }
}

/**
 * Encoder settings for variants (display copies). GIF palette search at effort 1 instead of 7: measured on a 100-frame
 * 700 × 700 GIF (the worst the budget accepts), a 300-px variant took 21 s of one core at the default and 10 s here.
 */
const VARIANT_OPTIONS = { jpeg: { quality: 82, mozjpeg: false }, png: {}, webp: {}, gif: { effort: 1 } } as const;

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
    const pipeline = sharp(bytes, { ...DECODE, animated });
    if (!animated) pipeline.rotate();
    return await pipeline
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, VARIANT_OPTIONS[format])
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
