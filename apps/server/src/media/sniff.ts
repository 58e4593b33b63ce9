import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../lib/http-error';
import { isoBmffProblem, webmProblem } from './video-structure';

export type TSniffed = { kind: 'image' | 'video' | 'json'; mime: string; ext: string };
export type TAccept = { images?: boolean; videos?: boolean; lottie?: boolean };

const IMAGES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
/** Detected type → the type and extension it is stored under (an .m4v is an MP4 as far as a browser is concerned). */
const VIDEOS: Record<string, { mime: string; ext: string }> = {
  'video/mp4': { mime: 'video/mp4', ext: 'mp4' },
  'video/x-m4v': { mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { mime: 'video/webm', ext: 'webm' },
  'video/quicktime': { mime: 'video/quicktime', ext: 'mov' },
};

const VIDEO_NAMES: Record<string, string> = { mp4: 'an MP4 video', webm: 'a WebM video', mov: 'a QuickTime video' };

/** What the refusal says it would have accepted. */
// A list of lists: 'a JPEG, PNG, WebP or GIF image, an MP4, WebM or QuickTime video, or a lottie JSON file'.
const EITHER = new Intl.ListFormat('en', { type: 'disjunction' });

function acceptedList(accept: TAccept) {
  const kinds = [
    accept.images && 'a JPEG, PNG, WebP or GIF image',
    accept.videos && 'an MP4, WebM or QuickTime video',
    accept.lottie && 'a lottie JSON file',
  ];
  return EITHER.format(kinds.filter((kind): kind is string => Boolean(kind)));
}

const MARKUP = /^\s*(?:<\?xml|<!doctype|<svg|<html|<!--|<script|<body|<head)/i;

function lottie(bytes: Buffer): boolean {
  const text = bytes.toString('utf8').trimStart();
  if (!text.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return typeof parsed === 'object' && parsed !== null && 'v' in parsed && Array.isArray(parsed.layers);
  } catch {
    return false;
  }
}

/**
 * Decides what a file is from its bytes alone (never its name) and refuses anything not accepted with 415:
 * SVG and HTML in particular, since served back from our origin they could run script.
 * @example
 * await sniff(bytes, { images: true }) // { kind: 'image', mime: 'image/jpeg', ext: 'jpg' }
 */
export async function sniff(bytes: Buffer, accept: TAccept): Promise<TSniffed> {
  const refuse = (what: string) => new HttpError(415, `${what}; upload ${acceptedList(accept)}`);
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (accept.images && IMAGES[detected.mime])
      return { kind: 'image', mime: detected.mime, ext: IMAGES[detected.mime] };
    if (accept.videos && VIDEOS[detected.mime]) {
      const video = VIDEOS[detected.mime];
      // The signature is only the first bytes: the container must hold together too (video-structure.ts).
      const problem = video.ext === 'webm' ? webmProblem(bytes) : isoBmffProblem(bytes);
      if (problem) throw refuse(`This file starts like ${VIDEO_NAMES[video.ext]} but is not one: ${problem}`);
      return { kind: 'video', ...video };
    }
    if (detected.mime === 'application/xml' || detected.mime === 'image/svg+xml')
      throw refuse('SVG, HTML and XML files are not accepted');
    throw refuse(`This file is ${detected.mime}, which is not accepted`);
  }
  if (accept.lottie && lottie(bytes)) return { kind: 'json', mime: 'application/json', ext: 'json' };
  const head = bytes.subarray(0, 1024).toString('utf8');
  if (MARKUP.test(head) || /<svg[\s>]/i.test(head)) throw refuse('SVG, HTML and XML files are not accepted');
  throw refuse('This file is not an accepted type');
}
