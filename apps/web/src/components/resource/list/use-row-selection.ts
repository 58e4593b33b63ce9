import { useCallback, useMemo, useState } from 'react';

export type TRowSelection = {
  /** Selected ids, in the order they were picked. */
  ids: number[];
  /** Every record matching the list's search and filter is selected, not just the ticked ones ('Select all N'). */
  allMatching: boolean;
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects every id given, or clears them all when each is selected already (a "select all on this page" box). */
  toggleAll: (ids: number[]) => void;
  /** Selects every record the list's search and filter match, on every page. */
  selectAllMatching: () => void;
  /** Drops ids (after they were deleted), or everything without an argument. */
  clear: (ids?: number[]) => void;
};

/**
 * Which rows of a list are ticked for a bulk action. Kept across pages, so a bulk delete can span them; or all the
 * records the list matches (`allMatching`), which a bulk edit sends as the list's `where`.
 * @example
 * const selection = useRowSelection();
 * <Checkbox checked={selection.has(row.id)} onChange={() => selection.toggle(row.id)} />
 * trash.mutate(selection.ids, { onSuccess: () => selection.clear() });
 */
export function useRowSelection(): TRowSelection {
  const [ids, setIds] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const has = useCallback((id: number) => allMatching || ids.includes(id), [ids, allMatching]);
  const toggle = useCallback((id: number) => {
    setAllMatching(false);
    setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }, []);
  const toggleAll = useCallback((page: number[]) => {
    setAllMatching(false);
    setIds((current) =>
      page.every((id) => current.includes(id))
        ? current.filter((id) => !page.includes(id))
        : [...current, ...page.filter((id) => !current.includes(id))],
    );
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback((gone?: number[]) => {
    setAllMatching(false);
    setIds((current) => (gone ? current.filter((id) => !gone.includes(id)) : []));
  }, []);
  return useMemo(
    () => ({ ids, allMatching, has, toggle, toggleAll, selectAllMatching, clear }),
    [ids, allMatching, has, toggle, toggleAll, selectAllMatching, clear],
  );
}
