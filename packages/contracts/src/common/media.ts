import { z } from 'zod';
import { ZPicture } from './picture';

/**
 * The media calls of part 1 §7 (request/response shapes the spec leaves "not shown" are decided here; see docs/decisions.md).
 *
 * Flow: `POST pictures/upload {base64img, filename, folder}` stores the file and answers a `TStoredFile`;
 * the console then `POST`s that object (plus caption/orientation) to `{model}/{id}/pictures` (or `/landscapePictures`,
 * `/lottieJson`, `/sellImages`), which adds a picture with a fresh id at the FRONT of the list and answers the whole list.
 */

/** Picture lists an entity may hold, by the URL segment that addresses them. */
export const PICTURE_LIST_SEGMENTS = {
  pictures: '_pictures',
  landscapePictures: '_landscapePictures',
  lottieJson: '_lottieJson',
  sellImages: 'sellImages',
} as const;
export type TPictureListSegment = keyof typeof PICTURE_LIST_SEGMENTS;

/** Folders staff uploads are filed under (one per content type); anything else is a 400. */
export const UPLOAD_FOLDERS = [
  'destinations',
  'eateries',
  'quotes',
  'lists',
  'landmarks',
  'establishments',
  'cuisines',
  'fooddrinks',
  'assets',
  'users',
  // Part 2: editorial review pictures (lgPicture/smPicture), settings images (authScreenConfig) and home section videos.
  'reviews',
  'settings',
  'home',
] as const;

export type TUploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Part 2 §7's upload `category` and the folder each files into (a profile picture with the users', a review's with the reviews'). */
export const UPLOAD_CATEGORY_FOLDERS = { user_profileImage: 'users', reviews: 'reviews' } as const satisfies Record<
  string,
  TUploadFolder
>;
export const UPLOAD_CATEGORIES = Object.keys(UPLOAD_CATEGORY_FOLDERS) as (keyof typeof UPLOAD_CATEGORY_FOLDERS)[];

/**
 * `POST pictures/upload`: `folder` (the console's) or §7's `category`; either names where the file goes, and the body
 * comes out with `folder` set. Both at once must agree.
 * @example
 * ZPictureUploadBody.parse({ base64img, filename: 'me.jpg', category: 'user_profileImage' }).folder // 'users'
 */
export const ZPictureUploadBody = z
  .strictObject({
    /** The file's bytes, base64 (a `data:` URL prefix is accepted and ignored). */
    base64img: z.string().min(1, 'base64img is empty'),
    filename: z.string().trim().min(1).max(255),
    folder: z.enum(UPLOAD_FOLDERS).optional(),
    category: z.enum(UPLOAD_CATEGORIES).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.folder && !body.category) {
      ctx.addIssue({
        code: 'custom',
        path: ['folder'],
        message: `Say where the file goes: folder, or category (${UPLOAD_CATEGORIES.join(', ')})`,
      });
    } else if (body.folder && body.category && UPLOAD_CATEGORY_FOLDERS[body.category] !== body.folder) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `category ${body.category} files into ${UPLOAD_CATEGORY_FOLDERS[body.category]}, not ${body.folder}`,
      });
    }
  })
  .transform(({ category, folder, ...rest }) => ({
    ...rest,
    folder: (folder ?? UPLOAD_CATEGORY_FOLDERS[category as keyof typeof UPLOAD_CATEGORY_FOLDERS]) as TUploadFolder,
  }));
export type TPictureUploadBody = z.input<typeof ZPictureUploadBody>;

/** What the server stored: an image (with its thumbnail and size), a lottie JSON file or a video. */
export const ZStoredFile = z.object({
  url: z.string(),
  thumbnail: z.string().optional(),
  imagePath: z.string(),
  filePath: z.string(),
  fileType: z.enum(['image', 'video', 'json']),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  filename: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/**
 * Body of `POST {model}/{id}/pictures`: a stored file (or a video link) plus the picture's own fields; the server assigns the id.
 * `url` is checked by the server after reading fileType: a video link by the video dialog's rule, anything else by isPictureUrl.
 */
export const ZAddPictureBody = ZPicture.omit({ id: true }).extend({
  url: z.string().max(2048),
  fileType: z.enum(['image', 'video', 'json']).optional(),
});
export type TAddPictureBody = z.infer<typeof ZAddPictureBody>;

/** Body of `PUT {model}/{id}/pictures/{pictureId}`. */
export const ZCaptionBody = z.strictObject({ caption: z.string().max(2000) });

/** Video items default to this size (part 1 §3 Picture). */
export const VIDEO_PICTURE_SIZE = { height: 370, width: 2364 } as const;

/**
 * Widths the image route makes (`/img/<path>?w=<width>`); any other width up to the largest is served at the next one up,
 * so a page cannot fill the variant cache with one file per pixel.
 * @example
 * `${picture.url}?w=${IMAGE_WIDTHS[1]}` // '/img/destinations/….jpg?w=300'
 */
export const IMAGE_WIDTHS = [150, 300, 600, 800, 1200, 1600, 2400] as const;

/** The width of the thumbnail made at upload (`TStoredFile.thumbnail` is the url with `?w=` this). */
export const THUMBNAIL_WIDTH = 300;
