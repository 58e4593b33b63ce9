import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  THomeEntry,
  THomeSection,
  THomeSectionBulk,
  THomeSectionSlug,
} from '@mise/contracts/resources/home-section';
import type { TWire } from '@mise/contracts/common/wire';
import { useToast } from '../../app/shell/toast';
import { api, errorMessage } from '../../lib/api-client';
import { resourceKeys } from '../../components/resource/query-keys';
import { relationListKey } from '../../components/resource/use-relation-list';
import { DOC_TYPE_LABELS } from '../../components/mentions/mention-markup';

export const SECTIONS_PATH = 'homeSections';
/** The relation name of the spec's change-order path; the entries live under its cache key so the kit's reorder moves them. */
export const ENTRIES_RELATION = 'sectionEntity';
/** An entry as listed: `name` always set (the kit's sortable rows need one). */
export type THomeRow = THomeEntry & { name: string };

// A nameless entry whose subject is gone reads 'Place 4', in staff's words, not the model's ('Establishment 4').
const rowsOf = (entries: THomeEntry[]): THomeRow[] =>
  entries.map((e) => ({ ...e, name: e.name ?? e.subject?.name ?? `${DOC_TYPE_LABELS[e.subjectType]} ${e.subjectId}` }));

/** The eight sections (GET homeSections), to find a tab's section by slug. */
export function useHomeSections() {
  return useQuery({
    queryKey: resourceKeys(SECTIONS_PATH).list({ all: true }),
    queryFn: ({ signal }) => api.get<TWire<THomeSection>[]>(SECTIONS_PATH, { filter: { order: 'id ASC' } }, signal),
  });
}

export const sectionBySlug = (sections: TWire<THomeSection>[] | undefined, slug: THomeSectionSlug) =>
  sections?.find((s) => s.slug === slug);

/**
 * A section's entries (GET homeSections/{id}/entity-sections, with subject and destination) and the calls that change
 * them: the add-remove bulk and rename; the answer of a write replaces the cached entries. Toasts are the generic ones
 * of part 2 §8 (the spec names none for home).
 */
export function useHomeSection(sectionId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = relationListKey(SECTIONS_PATH, sectionId, ENTRIES_RELATION);
  const entries = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<THomeEntry[]>(`${SECTIONS_PATH}/${sectionId}/entity-sections`, undefined, signal)),
  });
  const setEntries = (answer: THomeEntry[]) => queryClient.setQueryData(key, rowsOf(answer));

  const bulk = useMutation({
    mutationFn: (body: Partial<THomeSectionBulk> & { success: string }) =>
      api.post<THomeEntry[]>(`${SECTIONS_PATH}/${sectionId}/entity-sections/add-remove-bulk`, {
        toRemove: body.toRemove ?? [],
        toAdd: body.toAdd ?? [],
      }),
    onSuccess: (answer, body) => {
      setEntries(answer);
      toast.success(body.success);
    },
    onError: (error, body) =>
      toast.error(errorMessage(error, body.toRemove?.length ? 'Item Delete Unsuccessful' : 'Item add Unsuccessful')),
  });

  const rename = useMutation({
    mutationFn: (name: string) => api.patch<TWire<THomeSection>>(`${SECTIONS_PATH}/${sectionId}`, { name }),
    onSuccess: () => {
      toast.success('Item edited successfully');
      void queryClient.invalidateQueries({ queryKey: resourceKeys(SECTIONS_PATH).list({ all: true }) });
    },
    onError: (error) => toast.error(errorMessage(error, 'Item edit Unsuccessful')),
  });

  return { key, entries, setEntries, bulk, rename };
}
