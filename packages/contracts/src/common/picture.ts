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

export const ZPicture = z.object({
  id: z.string().max(64),
  url: z.string().max(2048),
  thumbnail: z.string().max(2048).optional(),
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
