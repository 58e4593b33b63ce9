import { diffWords } from 'diff';

/** One run of a word-level diff: kept, added or removed. */
export type TWordRun = { text: string; kind: 'same' | 'added' | 'removed' };

/**
 * The words two texts differ by, in order: what staff read as 'struck out' and 'added' in a long text.
 * @example
 * wordRuns('Grilled fish daily', 'Grilled squid daily') // [{ text: 'Grilled ', kind: 'same' }, { text: 'fish', kind: 'removed' }, { text: 'squid', kind: 'added' }, { text: ' daily', kind: 'same' }]
 */
export function wordRuns(before: string, after: string): TWordRun[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/** Texts longer than this are shown as a word diff; a name or a title reads better whole, before → after. */
const PROSE_LENGTH = 60;

/** Whether two values are texts long enough to show by the words that changed. */
export const isProse = (before: unknown, after: unknown): boolean =>
  typeof before === 'string' &&
  typeof after === 'string' &&
  (before.length > PROSE_LENGTH || after.length > PROSE_LENGTH);

type TPictureLike = { url: string };
const isPictureList = (value: unknown): value is TPictureLike[] =>
  Array.isArray(value) && value.every((p) => typeof p === 'object' && p !== null && typeof p.url === 'string');

/**
 * How a picture list changed: the pictures added, removed, and whether the ones kept changed order.
 * @example
 * pictureChanges([{ url: '/img/a' }, { url: '/img/b' }], [{ url: '/img/b' }, { url: '/img/a' }]) // { added: [], removed: [], reordered: true }
 */
export function pictureChanges(before: unknown, after: unknown) {
  if (!isPictureList(before) || !isPictureList(after)) return undefined;
  const had = new Set(before.map((p) => p.url));
  const has = new Set(after.map((p) => p.url));
  const kept = (list: TPictureLike[], other: Set<string>) => list.map((p) => p.url).filter((url) => other.has(url));
  return {
    added: after.filter((p) => !had.has(p.url)),
    removed: before.filter((p) => !has.has(p.url)),
    reordered: kept(before, has).join('\n') !== kept(after, had).join('\n'),
  };
}
