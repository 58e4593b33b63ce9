import { useCallback, useMemo, useState } from 'react';

export type TRowSelection = {
  /** Selected ids, in the order they were picked. */
  ids: number[];
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects every id given, or clears them all when each is selected already (a "select all on this page" box). */
  toggleAll: (ids: number[]) => void;
  /** Drops ids (after they were deleted), or everything without an argument. */
  clear: (ids?: number[]) => void;
};

/**
 * Which rows of a list are ticked for a bulk action. Kept across pages, so a bulk delete can span them.
 * @example
 * const selection = useRowSelection();
 * <Checkbox checked={selection.has(row.id)} onChange={() => selection.toggle(row.id)} />
 * trash.mutate(selection.ids, { onSuccess: () => selection.clear() });
 */
export function useRowSelection(): TRowSelection {
  const [ids, setIds] = useState<number[]>([]);
  const has = useCallback((id: number) => ids.includes(id), [ids]);
  const toggle = useCallback(
    (id: number) => setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
    [],
  );
  const toggleAll = useCallback(
    (page: number[]) =>
      setIds((current) =>
        page.every((id) => current.includes(id))
          ? current.filter((id) => !page.includes(id))
          : [...current, ...page.filter((id) => !current.includes(id))],
      ),
    [],
  );
  const clear = useCallback(
    (gone?: number[]) => setIds((current) => (gone ? current.filter((id) => !gone.includes(id)) : [])),
    [],
  );
  return useMemo(() => ({ ids, has, toggle, toggleAll, clear }), [ids, has, toggle, toggleAll, clear]);
}
