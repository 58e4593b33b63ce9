import type { TPicture } from '@mise/contracts/common/picture';

/** Widths the kit asks the image server for: grid thumbnails and the carousel. */
export const GRID_WIDTH = 300;
export const CAROUSEL_WIDTH = 1200;

/**
 * The address to show a picture at a given width: our own images (`/img/...`) through the width transform,
 * anything else (older absolute URLs) as it is.
 * @example
 * pictureSrc({ id: 'a', url: '/img/destinations/x.jpg' }, 300); // '/img/destinations/x.jpg?w=300'
 */
export function pictureSrc(picture: Pick<TPicture, 'url'>, width: number): string {
  if (!picture.url.startsWith('/img/')) return picture.url;
  return `${picture.url}${picture.url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * Whether the item is a video link rather than an image.
 * @example
 * isVideo({ fileType: 'video' }); // true
 */
export function isVideo(picture: Pick<TPicture, 'fileType'>): boolean {
  return picture.fileType === 'video';
}
