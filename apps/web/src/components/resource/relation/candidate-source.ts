import type { TResourceDef } from '@mise/contracts/common/resource';
import { typeOfModel } from '@mise/contracts/registry';
import type { QueryKey } from '@tanstack/react-query';

/** A candidate in a picker: its name, whether it is published, and what it shows under its name (a user's e-mail). */
export type TPickerItem = { id: number; name: string; isPublished?: boolean; secondary?: string | null };

/** One page of candidates for a search term, and how many there are. */
export type TCandidatePage = { items: TPickerItem[]; count: number };

/**
 * Where a picker's candidates come from when not the resource's generic list and count (a place's similar places come
 * from `GET Establishments/filter`, which answers both at once).
 */
export type TCandidateSource = {
  /**
   * The key of the call it runs, with what the source was made from (the places it leaves out); the picker adds the
   * term and the page. Under the call's model, so the model's changes refresh it.
   */
  key: QueryKey;
  page: (query: { term: string; skip: number; limit: number; signal: AbortSignal }) => Promise<TCandidatePage>;
};

/**
 * The query of one page of a source's candidates: the source's key with the term and page, and its page.
 * @example
 * useQuery(candidatePageOptions(publishedPlaceCandidates(), { term: 'fig', skip: 0, limit: 30 }));
 */
export function candidatePageOptions(source: TCandidateSource, page: { term: string; skip: number; limit: number }) {
  return {
    // What the source calls, then its inputs: a page is not that call's answer, so it is kept apart from the call's own.
    queryKey: source.key.concat([page]),
    queryFn: ({ signal }: { signal: AbortSignal }) => source.page({ ...page, signal }),
  };
}

/** What a row of a resource's generic answers carries: its id, and any field it was asked for. */
type TAnsweredRow = { id: number; [field: string]: unknown };

/**
 * The field a type's candidates show under their name, from its registry entry (`picker.secondary`: a user's 'email').
 * @example
 * pickerSecondary(userResource) // 'email'
 */
export function pickerSecondary(resource: TResourceDef): string | undefined {
  return typeOfModel(resource.model)?.picker?.secondary;
}

/**
 * The fields a picker asks of its candidates: the id, the name, the published flag where the type has one and the
 * field shown under the name.
 * @example
 * pickerFields(userResource) // { id: true, name: true, email: true }
 */
export function pickerFields(resource: TResourceDef): Record<string, true> {
  const secondary = pickerSecondary(resource);
  return {
    id: true,
    name: true,
    ...(resource.traits.publish ? { isPublished: true } : {}),
    ...(secondary ? { [secondary]: true } : {}),
  };
}

/**
 * A row of the candidates' answer as the picker lists it.
 * @example
 * pickerItemOf({ id: 4, name: 'Ana', email: 'ana@example.com' }, 'email') // { id: 4, name: 'Ana', secondary: 'ana@example.com' }
 */
export function pickerItemOf(row: TAnsweredRow, secondary: string | undefined): TPickerItem {
  const shown = secondary === undefined ? undefined : row[secondary];
  return {
    id: row.id,
    name: typeof row.name === 'string' ? row.name : '',
    ...(typeof row.isPublished === 'boolean' ? { isPublished: row.isPublished } : {}),
    ...(secondary === undefined ? {} : { secondary: typeof shown === 'string' ? shown : null }),
  };
}
