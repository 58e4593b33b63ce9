/**
 * The video link rule of part 1 §5: a YouTube watch, short or embed link with an 11-character id,
 * stored as an embed URL with autoplay off. Shared so the server re-validates exactly what the dialog accepts.
 */

/** Shown under the video link field when the text is not an accepted link (part 1 §5). */
export const VIDEO_LINK_MSG = 'Invalid url';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** The id a YouTube link points at, or null when the link is not one of the accepted forms. */
function videoIdOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.has(host)) return url.pathname.slice(1);
  if (!WATCH_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const embed = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
  return embed ? embed[1] : null;
}

/**
 * Turns a YouTube watch, short or embed link into `https://www.youtube.com/embed/<id>?autoplay=0`, or null when it is not one.
 * @example
 * normaliseVideoLink('https://youtu.be/dQw4w9WgXcQ'); // 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0'
 * normaliseVideoLink('https://vimeo.com/123'); // null
 */
export function normaliseVideoLink(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    // A link pasted without its scheme ("youtu.be/…") is still the link staff meant.
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const id = videoIdOf(url);
  return id && VIDEO_ID.test(id) ? `https://www.youtube.com/embed/${id}?autoplay=0` : null;
}
