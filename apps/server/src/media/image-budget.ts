import sharp, { type Metadata } from 'sharp';
import { HttpError, badRequest } from '../lib/http-error';

/**
 * The most pixels an accepted image may have, counted over all its frames (width × height × frames). Decoding and
 * resizing cost grows with pixels, so this bounds the CPU and memory any one picture can ever cost: 50 MP is a 50 MP
 * camera photo, or 100 frames of 700 × 700.
 */
export const PIXEL_BUDGET = 50_000_000;
/** The most frames an accepted animation may have. */
export const FRAME_LIMIT = 100;

/** 56 000 000 → '56 megapixels', 50 410 000 → '50.4 megapixels' (one decimal, so just over the limit never reads as the limit). */
const megapixels = (pixels: number) => `${Number((pixels / 1_000_000).toFixed(1))} megapixels`;

/**
 * Refuses, with 413 and a message naming the limit, an image with more than FRAME_LIMIT frames or more than
 * PIXEL_BUDGET pixels over all frames. Judged from the file's header (sharp's metadata), before a frame is decoded.
 * @example
 * withinImageBudget(await sharp(bytes).metadata()) // throws for a 250-frame GIF
 */
export function withinImageBudget(meta: Metadata): void {
  const frames = meta.pages ?? 1;
  const width = meta.width ?? 0;
  // Without `animated`, sharp's height is one frame's (pageHeight says so when the format has frames).
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (frames > FRAME_LIMIT) {
    throw new HttpError(
      413,
      `The animation has ${frames} frames; at most ${FRAME_LIMIT} are accepted. Shorten it, or drop frames, and upload it again`,
    );
  }
  const pixels = width * height * frames;
  if (pixels > PIXEL_BUDGET) {
    const shape = frames > 1 ? `${frames} frames of ${width} × ${height} pixels` : `${width} × ${height} pixels`;
    throw new HttpError(
      413,
      `The image is ${shape}, ${megapixels(pixels)} in all; at most ${megapixels(PIXEL_BUDGET)} are accepted, counted over all frames. Make it smaller${frames > 1 ? ' or shorter' : ''} and upload it again`,
    );
  }
}

/**
 * The header of an image, checked against the budget (see withinImageBudget); 400 when sharp cannot read it.
 * @example
 * const meta = await imageWithinBudget(bytes);
 */
export async function imageWithinBudget(bytes: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    // The header only: no pixel is decoded here, so the default pixel limit need not guard it.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('The image could not be read');
  }
  withinImageBudget(meta);
  return meta;
}
