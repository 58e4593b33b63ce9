import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  THomeEntry,
  THomeSectionBulk,
  THomeSectionSlug,
  homeSectionResource,
} from '@mise/contracts/resources/home-section';
import type { TWireRecord } from '@mise/contracts/common/wire';
import { useToast } from '../../components/resource/feedback/toast';
import { useUndoToast } from '../../components/resource/feedback/use-undo-toast';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { DOC_TYPE_LABELS } from '../../components/mentions/mention-markup';

export const SECTIONS_PATH = 'homeSections';
/** The relation name of the spec's change-order path (the kit's reorder sends it, moving the entries in their own cache). */
export const ENTRIES_RELATION = 'sectionEntity';
/** An entry as listed: `name` always set (the kit's sortable rows need one). */
export type THomeRow = THomeEntry & { name: string };

// A nameless entry whose subject is gone reads 'Place 4', in staff's words, not the model's ('Establishment 4').
const rowsOf = (entries: THomeEntry[]): THomeRow[] =>
  entries.map((e) => ({ ...e, name: e.name ?? e.subject?.name ?? `${DOC_TYPE_LABELS[e.subjectType]} ${e.subjectId}` }));

/** A home section as listed: every column, since the list asks for no `fields`. */
type THomeSectionRow = TWireRecord<typeof homeSectionResource>;

/** The eight sections (GET homeSections), to find a tab's section by slug. */
export function useHomeSections() {
  return useQuery({
    ...client.homeSection.list.options({ query: { filter: { order: 'id ASC' } } }),
    // The generic list types its rows as partial (a `fields` filter may leave columns out); without one each is whole.
    select: (rows) => rows as THomeSectionRow[],
  });
}

export const sectionBySlug = (sections: THomeSectionRow[] | undefined, slug: THomeSectionSlug) =>
  sections?.find((s) => s.slug === slug);

/**
 * A section's entries (GET homeSections/{id}/entity-sections, with subject and destination) and the calls that change
 * them: the add-remove bulk and rename; the answer of a write replaces the cached entries (`key`, which the tab's drag
 * reorder moves). Toasts are the generic ones
 * of part 2 §8 (the spec names none for home).
 */
export function useHomeSection(sectionId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const options = client.homeSection.entries.options({ id: sectionId });
  const key = options.queryKey;
  const entries = useQuery({ ...options, select: rowsOf });
  const setEntries = (answer: THomeEntry[]) => queryClient.setQueryData(key, answer);
  /**
   * Uploads run side by side and each answers the list as its own write left it, so the answer that arrives last may be
   * the older one: it is shown at once, and the list is read again after it (the last read starts after the last write).
   */
  const setUploadedEntries = (answer: THomeEntry[]) => {
    setEntries(answer);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const bulk = useMutation({
    mutationFn: (body: Partial<THomeSectionBulk> & { success: string }) =>
      client.homeSection.addRemoveBulk({
        id: sectionId,
        body: { toRemove: body.toRemove ?? [], toAdd: body.toAdd ?? [] },
      }),
    onSuccess: (answer, body) => {
      setEntries(answer);
      undoToast(body.success, answer);
    },
    onError: (error, body) =>
      toast.error(errorMessage(error, body.toRemove?.length ? 'Item Delete Unsuccessful' : 'Item add Unsuccessful')),
  });

  const rename = useMutation({
    mutationFn: (name: string) => client.homeSection.patch({ id: sectionId, body: { name } }),
    onSuccess: () => {
      toast.success('Item edited successfully');
      void queryClient.invalidateQueries({ queryKey: client.homeSection.list.key() });
    },
    onError: (error) => toast.error(errorMessage(error, 'Item edit Unsuccessful')),
  });

  return { key, entries, setEntries, setUploadedEntries, bulk, rename };
}
