import type { ZAnimation } from '@mise/contracts/common/picture';
import type { z } from 'zod';

export type TAnimation = z.infer<typeof ZAnimation>;
export type TAnimationKey = keyof TAnimation;

/** The seven settings; each has a small-screen twin with the suffix Sm (part 1 §3). */
export const ANIMATION_FIELDS = [
  { key: 'imageWidth', label: 'Image width' },
  { key: 'imageHeight', label: 'Image height' },
  { key: 'startX', label: 'Start X' },
  { key: 'startY', label: 'Start Y' },
  { key: 'endX', label: 'End X' },
  { key: 'endY', label: 'End Y' },
  { key: 'duration', label: 'Duration' },
] as const satisfies readonly { key: TAnimationKey; label: string }[];

const LARGE: Record<(typeof ANIMATION_FIELDS)[number]['key'], string> = {
  imageWidth: '100px',
  imageHeight: '100px',
  startX: '0px',
  startY: '0px',
  endX: '100px',
  endY: '0px',
  duration: '10s',
};

/**
 * Settings a picture gets when it first becomes Animated (part 1 §3: defaults like 100px and 10s); the Sm twins start equal.
 * @example
 * const animation = picture.animation ?? DEFAULT_ANIMATION;
 */
export const DEFAULT_ANIMATION: Required<TAnimation> = {
  ...LARGE,
  imageWidthSm: LARGE.imageWidth,
  imageHeightSm: LARGE.imageHeight,
  startXSm: LARGE.startX,
  startYSm: LARGE.startY,
  endXSm: LARGE.endX,
  endYSm: LARGE.endY,
  durationSm: LARGE.duration,
};

/**
 * Whether a picture already has animation dimensions (if not, Animated gives it the defaults, part 1 §4).
 * @example
 * hasAnimationDimensions({ imageWidth: '120px' }); // true
 */
export function hasAnimationDimensions(animation: TAnimation | undefined): boolean {
  return Boolean(animation?.imageWidth || animation?.imageHeight);
}
