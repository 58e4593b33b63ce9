import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TResourceCalls } from '@mise/contracts/common/resource-calls';

/** One entry of a record's history, as the history call answers it. */
export type TChange = TCallAnswer<TResourceCalls['history']>['changes'][number];

/** 'addressLine1' → 'Address line 1': a field's name as words, for a history line. */
export const fieldWords = (name: string): string => {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value as a short text: empty for nothing, JSON for lists and objects, cut at 80 characters. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

export const KIND_WORDS: Record<TChange['kind'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Removed for good',
  link: 'Linked',
  unlink: 'Unlinked',
  move: 'Reordered',
};

/** The fields an entry changed, each with its line (before → after); `deleted` is said by the kind. */
export function fieldLines(change: TChange): { field: string; text: string }[] {
  return Object.entries(change.fields ?? {})
    .filter(([name]) => name !== 'deleted')
    .map(([field, [before, after]]) => ({
      field,
      text: `${fieldWords(field)}: ${valueText(before)} → ${valueText(after)}`,
    }));
}

/** A linked record as staff know it: its name now, or its id when it has none (removed since). */
export const linkedName = (change: TChange, id: number | null): string =>
  (id !== null ? change.labels?.[String(id)] : undefined) ?? `#${id ?? '–'}`;

/** Fields the contract no longer has, before → after, marked. */
export const retiredLines = (change: TChange): string[] =>
  Object.entries(change.retired ?? {}).map(
    ([name, [before, after]]) => `${fieldWords(name)} (retired field): ${valueText(before)} → ${valueText(after)}`,
  );

/** Each link moved in its owner's order, from position to position. */
export const moveLines = (change: TChange): string[] =>
  (change.moved ?? []).map(
    ([id, from, to]) =>
      `${fieldWords(change.with ?? 'item')} ${linkedName(change, id)}: position ${from ?? '–'} → ${to ?? '–'}`,
  );

/** The lines one entry shows under its heading: each changed field before → after, or what was linked or moved. */
export function changeLines(change: TChange): string[] {
  const links =
    change.ids && change.with
      ? [`${fieldWords(change.with)}: ${change.ids.map((id) => linkedName(change, id)).join(', ')}`]
      : [];
  return [...fieldLines(change).map((line) => line.text), ...retiredLines(change), ...links, ...moveLines(change)];
}

/**
 * The fields that differ between two points of a history (after entry `a` and after entry `b`, either order): each
 * with its value at the older point and at the newer one, worked out from the entries between them.
 * @example
 * compareFields(changes, 12, 30) // { description: ['Fish', 'Fish and wine'] }
 */
export function compareFields(changes: readonly TChange[], a: number, b: number): Record<string, [unknown, unknown]> {
  const [older, newer] = a < b ? [a, b] : [b, a];
  const between = changes.filter((c) => c.id > older && c.id <= newer).sort((x, y) => x.id - y.id);
  const values = new Map<string, [unknown, unknown]>();
  for (const c of between)
    for (const [field, [before, after]] of Object.entries(c.fields ?? {})) {
      const known = values.get(field);
      values.set(field, [known ? known[0] : before, after]);
    }
  return Object.fromEntries(
    [...values].filter(([field, [then, now]]) => field !== 'deleted' && JSON.stringify(then) !== JSON.stringify(now)),
  );
}
