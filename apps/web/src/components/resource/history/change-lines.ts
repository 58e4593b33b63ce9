import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TResourceCalls } from '@mise/contracts/common/resource-calls';

/** One entry of a record's history, as the history call answers it. */
export type TChange = TCallAnswer<TResourceCalls['history']>['changes'][number];

/** 'addressLine1' → 'Address line 1': a field's name as words, for a history line. */
export const fieldWords = (name: string): string => {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
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

/** The lines one entry shows under its heading: each changed field before → after, or what was linked or moved. */
export function changeLines(change: TChange): string[] {
  const retired = Object.entries(change.retired ?? {}).map(
    ([name, [before, after]]) => `${fieldWords(name)} (retired field): ${valueText(before)} → ${valueText(after)}`,
  );
  const links =
    change.ids && change.with ? [`${fieldWords(change.with)}: ${change.ids.map((id) => `#${id}`).join(', ')}`] : [];
  const moves = (change.moved ?? []).map(
    ([id, from, to]) => `${fieldWords(change.with ?? 'item')} #${id}: position ${from ?? '–'} → ${to ?? '–'}`,
  );
  return [...fieldLines(change).map((line) => line.text), ...retired, ...links, ...moves];
}
