import { z } from 'zod';

/** Orientation options of part 1 §3 Picture. */
export const PICTURE_ORIENTATIONS = ['Portrait', 'Landscape', 'Animated', 'Website', 'Marketing'] as const;

/** Animation settings of an animated city picture; each has a small-screen (Sm) twin. */
export const ZAnimation = z.object({
  imageWidth: z.string().max(32).optional(),
  imageHeight: z.string().max(32).optional(),
  startX: z.string().max(32).optional(),
  startY: z.string().max(32).optional(),
  endX: z.string().max(32).optional(),
  endY: z.string().max(32).optional(),
  duration: z.string().max(32).optional(),
  imageWidthSm: z.string().max(32).optional(),
  imageHeightSm: z.string().max(32).optional(),
  startXSm: z.string().max(32).optional(),
  startYSm: z.string().max(32).optional(),
  endXSm: z.string().max(32).optional(),
  endYSm: z.string().max(32).optional(),
  durationSm: z.string().max(32).optional(),
});

/** Our own stored files as keys.ts names them (`/img/<folder>/<uuid>.<ext>`, up to four segments, none starting with a dot), with an optional `?w=` width. */
const OWN_IMAGE = /^\/img\/(?:[A-Za-z0-9][A-Za-z0-9._-]*\/){0,3}[A-Za-z0-9][A-Za-z0-9._-]*(?:\?w=\d{1,5})?$/;

export const PICTURE_URL_MSG = 'expected an uploaded file (/img/…) or an http(s) address';

/**
 * True for a URL a picture may point at: our own image route, or an absolute http(s) address (pictures from before this
 * server, video embeds). Anything a page could turn into script or a request elsewhere by another route is refused:
 * `javascript:` and `data:` in any case, a leading space, a scheme-relative `//host/…`, paths outside /img.
 * @example
 * isPictureUrl('/img/destinations/9b2e….jpg') // true
 * isPictureUrl('JAVASCRIPT:alert(1)') // false
 */
export function isPictureUrl(url: string): boolean {
  if (OWN_IMAGE.test(url)) return !url.includes('..');
  // The URL parser forgives leading spaces and control characters; the rule does not.
  if (!/^https?:\/\/[^\s\\/?#]/i.test(url) || /[\s\p{Cc}]/u.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** A picture's `url` (and `thumbnail`): the same rule as `POST {model}/{id}/pictures`, for PATCH, create and web forms alike. */
export const zPictureUrl = z.string().max(2048).refine(isPictureUrl, PICTURE_URL_MSG);

export const ZPicture = z.object({
  id: z.string().max(64),
  url: zPictureUrl,
  thumbnail: zPictureUrl.optional(),
  imagePath: z.string().max(2048).optional(),
  filePath: z.string().max(2048).optional(),
  caption: z.string().max(2000).optional(),
  // 'json' marks a lottie file (_lottieJson); it must survive a PATCH of that list.
  fileType: z.enum(['image', 'video', 'json']).optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  desktop: z.boolean().optional(),
  isPortrait: z.boolean().optional(),
  isDetail: z.boolean().optional(),
  isAnimated: z.boolean().optional(),
  isMarketingImage: z.boolean().optional(),
  orientation: z.enum(PICTURE_ORIENTATIONS).optional(),
  animation: ZAnimation.optional(),
});
export type TPicture = z.infer<typeof ZPicture>;
export const ZPictureList = z.array(ZPicture).max(500);
