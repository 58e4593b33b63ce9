import { z } from 'zod';
import { defineCall } from './call';
import { ZPictureUploadBody, ZStoredFile } from './media';

/** GET pictures/fetch answers the image itself, not JSON. */
export const ZImageBytes = z.any().describe('The image bytes, as image/jpeg, image/png, image/webp or image/gif');
export const ZPictureFetchQuery = z.object({ url: z.string().trim().min(1, 'url is empty').max(2048) });

/** The upload calls of part 1 §7 and loading an image from a URL for the crop dialog (picture lists: resource-calls.ts). */
export const mediaCalls = {
  /** A base64 picture, filed under `folder` (or §7's `category`). */
  pictureUpload: defineCall({
    method: 'POST',
    path: '/pictures/upload',
    tag: 'media',
    body: ZPictureUploadBody,
    answer: ZStoredFile,
  }),
  pictureFetch: defineCall({
    method: 'GET',
    path: '/pictures/fetch',
    tag: 'media',
    query: ZPictureFetchQuery,
    answer: ZImageBytes,
    raw: true,
  }),
  /** One multipart file (an image or a video), filed under assets. */
  assetUpload: defineCall({
    method: 'POST',
    path: '/assets/upload',
    tag: 'media',
    answer: z.array(ZStoredFile).length(1),
  }),
};
