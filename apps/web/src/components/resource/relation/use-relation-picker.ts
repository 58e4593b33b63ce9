import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { client, resourceClientFor } from '../../../lib/client';
import { useDebounced } from '../../../lib/use-debounced';
import { resourceKeys } from '../area/query-keys';

/** A candidate in a picker. `email` only for users. */
export type TPickerItem = { id: number; name: string; email?: string | null; isPublished?: boolean };

/** Server-fetched picker pages hold 20 (part 1 §9). */
export const PICKER_PAGE_SIZE = 20;
/** Typing settles before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

export type TUseRelationPickerOptions = {
  /** The API path of the candidates: 'establishments', 'foodDrinks', 'cuisines', 'users'. */
  modelPath: string;
  fields?: Record<string, true>;
  /** The `where` for a search term; default `{name: {search: term}}` (contains, or near spellings when nothing does). */
  searchWhere?: (term: string) => object;
  pageSize?: number;
  /**
   * Where a page of candidates comes from when not the model's generic list and count (a place's similar places come
   * from `GET Establishments/filter`, which answers both at once).
   */
  source?: TCandidateSource;
  /** At most one chosen: ticking another replaces it (a review's author). */
  single?: boolean;
};

/** One page of candidates and how many there are, for a search term. */
export type TCandidateSource = (query: {
  term: string;
  skip: number;
  limit: number;
  signal: AbortSignal;
}) => Promise<{ items: TPickerItem[]; count: number }>;

const DEFAULT_FIELDS = { id: true, name: true, isPublished: true } as const;
const nameWhere = (term: string) => ({ name: { search: term } });

/**
 * The logic of a multi-select picker over one model: open/close, search, server pages of 20
 * (`GET {model}?filter={limit, skip, order: 'name ASC', where}` plus `{model}/count`), and the selection,
 * which survives paging and searching. Render it with `RelationPickerDialog` or `UserPicker`.
 * @example
 * const picker = useRelationPicker({ modelPath: 'cuisines' });
 * <Button onClick={picker.open}>Add cuisines</Button>
 * <RelationPickerDialog picker={picker} title="add cuisines" onSave={(chosen) => save(chosen)} />
 */
export function useRelationPicker<T extends TPickerItem = TPickerItem>({
  modelPath,
  fields = DEFAULT_FIELDS,
  searchWhere = nameWhere,
  pageSize = PICKER_PAGE_SIZE,
  source,
  single = false,
}: TUseRelationPickerOptions) {
  const [isOpen, setIsOpen] = useState(false);
  const [term, setTermState] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, T>>(new Map());

  const settledTerm = useDebounced(term.trim(), SEARCH_DELAY_MS);
  const where = useMemo(() => (settledTerm ? searchWhere(settledTerm) : undefined), [settledTerm, searchWhere]);
  const filter = { fields, order: 'name ASC', limit: pageSize, skip: (page - 1) * pageSize, where };
  const keys = resourceKeys(modelPath);

  const list = useQuery({
    queryKey: keys.list({ picker: filter }),
    // The candidates' model answers the picker's fields; T is the picker's row of them.
    queryFn: ({ signal }) => resourceClientFor(modelPath).list({ query: { filter }, signal }) as Promise<T[]>,
    enabled: isOpen && !source,
    placeholderData: keepPreviousData,
  });
  // The count does not depend on the page, so it is asked once per search.
  const count = useQuery({
    queryKey: keys.count(where),
    queryFn: ({ signal }) => resourceClientFor(modelPath).count({ query: { where }, signal }),
    enabled: isOpen && !source,
    placeholderData: keepPreviousData,
  });
  const sourced = useQuery({
    queryKey: keys.list({ picker: 'source', term: settledTerm, page }),
    queryFn: ({ signal }) =>
      (source as TCandidateSource)({ term: settledTerm, skip: (page - 1) * pageSize, limit: pageSize, signal }),
    enabled: isOpen && Boolean(source),
    placeholderData: keepPreviousData,
  });

  const setTerm = useCallback((value: string) => {
    setTermState(value);
    setPage(1);
  }, []);

  const toggle = useCallback(
    (item: T) => {
      setSelected((current) => {
        const next = new Map(single ? [...current].filter(([id]) => id === item.id) : current);
        if (next.has(item.id)) next.delete(item.id);
        else next.set(item.id, item);
        return next;
      });
    },
    [single],
  );

  const open = useCallback(() => setIsOpen(true), []);
  /** Opens with these already chosen (editing a list the owner holds: a place's suggesters). */
  const openWith = useCallback((chosen: readonly T[]) => {
    setSelected(new Map(chosen.map((item) => [item.id, item])));
    setIsOpen(true);
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    setTermState('');
    setPage(1);
    setSelected(new Map());
  }, []);

  return {
    isOpen,
    open,
    openWith,
    close,
    term,
    setTerm,
    page,
    setPage,
    pageSize,
    items: source ? ((sourced.data?.items ?? []) as T[]) : (list.data ?? []),
    count: (source ? sourced.data?.count : count.data?.count) ?? 0,
    isLoading: (source ? sourced.isPending : list.isPending) && isOpen,
    error: source ? sourced.error : (list.error ?? count.error),
    selected: [...selected.values()],
    isSelected: (id: number) => selected.has(id),
    toggle,
  };
}

export type TRelationPicker<T extends TPickerItem = TPickerItem> = ReturnType<typeof useRelationPicker<T>>;

const USER_FIELDS = { id: true, name: true, email: true } as const;
/** The most hits autocomplete answers (part 1 §9); a name search pages through them. */
const USER_HITS = 30;

/**
 * Where the user picker's candidates come from (issue 15 point 6: the pickers search by type): a name through
 * `users/admin-autocomplete` with doc type User (typo-tolerant, the 30 best hits, paged here), an e-mail (a term with
 * '@') or no term through the generic list and count, name ASC.
 */
const userCandidates: TCandidateSource = async ({ term, skip, limit, signal }) => {
  if (term && !term.includes('@')) {
    const filter = { doc_type: 'User', limit: USER_HITS };
    const hits = await client.user.adminAutocomplete({ query: { term, filter }, signal });
    return {
      items: hits.slice(skip, skip + limit).map(({ id, name, email }) => ({ id, name, email })),
      count: hits.length,
    };
  }
  const where = term ? { email: { search: term } } : undefined;
  const [items, count] = await Promise.all([
    client.user.list({ query: { filter: { fields: USER_FIELDS, order: 'name ASC', limit, skip, where } }, signal }),
    client.user.count({ query: { where }, signal }),
  ]);
  return { items: items.map(({ id, name, email }) => ({ id, name: name ?? '', email })), count: count.count };
};

/**
 * A picker over staff-visible users: name and email (part 1 §7 user picker), a name searched by autocomplete, an e-mail
 * by the list.
 * @example
 * const picker = useUserPicker();
 * <UserPicker picker={picker} title="Add users" onSave={(users) => subscribe(users)} />
 * const author = useUserPicker({ single: true }); // one user at most
 */
export function useUserPicker({ single = false }: { single?: boolean } = {}) {
  return useRelationPicker<TPickerItem>({ modelPath: 'users', source: userCandidates, single });
}
