import type { TResourceDef } from '@mise/contracts/common/resource';
import { typeOfModel } from '@mise/contracts/registry';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { resourceClient } from '../../../lib/client';
import { useDebounced } from '../../../lib/use-debounced';
import { autocompleteCandidates } from './autocomplete-candidates';
import {
  type TCandidateSource,
  type TPickerItem,
  candidatePageOptions,
  pickerFields,
  pickerItemOf,
  pickerSecondary,
} from './candidate-source';

/** Server-fetched picker pages hold 20 (part 1 §9). */
export const PICKER_PAGE_SIZE = 20;
/** Typing settles before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

export type TUseRelationPickerOptions = {
  /**
   * The candidates' type (`cuisineResource`, `userResource`): its list and count, the fields a row shows, and, from its
   * registry entry's `picker`, what shows under a name and how a term is searched.
   */
  resource: TResourceDef;
  pageSize?: number;
  /** Where a page of candidates comes from when not the type's own search (see TCandidateSource). */
  source?: TCandidateSource;
  /** At most one chosen: ticking another replaces it (a review's author). */
  single?: boolean;
};

/** No source: the picker's source query then stays off. */
const NO_SOURCE: TCandidateSource = { key: [], page: async () => ({ items: [], count: 0 }) };

/** The candidates' own search: autocomplete where the registry says so (users), else the list's name search (below). */
function typeSource(resource: TResourceDef): TCandidateSource | undefined {
  return typeOfModel(resource.model)?.picker?.autocomplete ? autocompleteCandidates(resource) : undefined;
}

/**
 * The logic of a multi-select picker over one type: open/close, search, server pages of 20
 * (`GET {path}?filter={fields, order: 'name ASC', limit, skip, where}` with `where` `{name: {search: term}}` — contains, or
 * near spellings when nothing does — plus `{path}/count`, or the type's or the caller's source), and the selection, which
 * survives paging and searching. Render it with `RelationPickerDialog`.
 * @example
 * const picker = useRelationPicker({ resource: cuisineResource });
 * <Button onClick={picker.open}>Add cuisines</Button>
 * <RelationPickerDialog picker={picker} title="add cuisines" onSave={(chosen) => save(chosen)} />
 * const author = useRelationPicker({ resource: userResource, single: true }); // name and e-mail, one user at most
 */
export function useRelationPicker({
  resource,
  pageSize = PICKER_PAGE_SIZE,
  source: given,
  single = false,
}: TUseRelationPickerOptions) {
  const [isOpen, setIsOpen] = useState(false);
  const [term, setTermState] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, TPickerItem>>(new Map());
  const source = useMemo(() => given ?? typeSource(resource), [given, resource]);

  const settledTerm = useDebounced(term.trim(), SEARCH_DELAY_MS);
  const where = useMemo(() => (settledTerm ? { name: { search: settledTerm } } : undefined), [settledTerm]);
  const skip = (page - 1) * pageSize;
  const filter = { fields: pickerFields(resource), order: 'name ASC', limit: pageSize, skip, where };
  const calls = resourceClient(resource);
  const secondary = pickerSecondary(resource);

  const list = useQuery({
    ...calls.list.options({ query: { filter } }),
    select: (rows) => rows.map((row) => pickerItemOf(row, secondary)),
    enabled: isOpen && !source,
    placeholderData: keepPreviousData,
  });
  // The count does not depend on the page, so it is asked once per search.
  const count = useQuery({
    ...calls.count.options({ query: { where } }),
    enabled: isOpen && !source,
    placeholderData: keepPreviousData,
  });
  const sourced = useQuery({
    ...candidatePageOptions(source ?? NO_SOURCE, { term: settledTerm, skip, limit: pageSize }),
    enabled: isOpen && Boolean(source),
    placeholderData: keepPreviousData,
  });

  const setTerm = useCallback((value: string) => {
    setTermState(value);
    setPage(1);
  }, []);

  const toggle = useCallback(
    (item: TPickerItem) => {
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
  const openWith = useCallback((chosen: readonly TPickerItem[]) => {
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
    items: (source ? sourced.data?.items : list.data) ?? [],
    count: (source ? sourced.data?.count : count.data?.count) ?? 0,
    isLoading: (source ? sourced.isPending : list.isPending) && isOpen,
    error: source ? sourced.error : (list.error ?? count.error),
    selected: [...selected.values()],
    isSelected: (id: number) => selected.has(id),
    toggle,
  };
}

export type TRelationPicker = ReturnType<typeof useRelationPicker>;
