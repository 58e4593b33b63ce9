import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchUpdate } from '../list/use-url-search-update';

/** The URL param asking a detail to open with its edit form (`?edit=1`). */
export const EDIT_PARAM = 'edit';

/**
 * A link that opens an item with its edit form open (an explore list's place, part 2 §2 "Places tab: … edit").
 * @example
 * editItemHref('/dashboard/places/7/details') // '/dashboard/places/7/details?edit=1'
 */
export const editItemHref = (href: string) => `${href}?${EDIT_PARAM}=1`;

/**
 * Whether the detail was opened to edit (`editItemHref`). The param leaves the URL at once, so a reload or Back shows the
 * detail without the form.
 * @example
 * const [editing, setEditing] = useState(useEditRequest());
 */
export function useEditRequest(): boolean {
  const [searchParams] = useSearchParams();
  const requested = searchParams.has(EDIT_PARAM);
  const updateSearch = useUrlSearchUpdate();
  useEffect(() => {
    if (requested) updateSearch((params) => params.delete(EDIT_PARAM), { replace: true });
  }, [requested, updateSearch]);
  return requested;
}
