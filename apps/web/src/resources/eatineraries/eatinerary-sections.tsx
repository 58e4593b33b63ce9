import { arrayMove } from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../app/shell/toast';
import { ConfirmDialog } from '../../components/resource/confirm-dialog';
import { SortableList } from '../../components/resource/sortable-list';
import { api } from '../../lib/api-client';
import { EATERIES_PATH, EATINERARY_MSG, eatineraryKeys, sectionsBody, type TEatinerary, type TEatinerarySection } from './api';

type TSectionsChange = { sections: TEatinerarySection[]; kind: 'order' | 'remove' };

/**
 * PATCH eateries/{id} with only `_sections`, based on the `updated` the page shows (a colleague's newer change
 * answers 409 instead of being overwritten). The answer goes straight into the cache so the next change is based on it.
 */
function useSectionsSave(item: TEatinerary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sections }: TSectionsChange) =>
      api.patch<Partial<TEatinerary>>(`${EATERIES_PATH}/${item.id}`, { _sections: sectionsBody(sections), updated: item.updated }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<TEatinerary>(eatineraryKeys.detail(item.id), (current) =>
        current ? { ...current, _sections: saved._sections ?? current._sections, updated: saved.updated ?? current.updated } : current,
      );
      await queryClient.invalidateQueries({ queryKey: eatineraryKeys.all });
    },
  });
}

/**
 * The eatinerary's sections (title and count of places), dragged to reorder or removed; each change is saved at once.
 * A failed reorder puts the previous order back (part 1 §4).
 */
export function EatinerarySections({ item }: { item: TEatinerary }) {
  const save = useSectionsSave(item);
  const toast = useToast();
  // The order being saved, shown until the server answers.
  const [pending, setPending] = useState<TEatinerarySection[] | null>(null);
  const [removing, setRemoving] = useState<TEatinerarySection | null>(null);
  const sections = pending ?? item._sections ?? [];

  const move = (from: number, to: number) => {
    const next = arrayMove(sections, from, to);
    setPending(next);
    save.mutate(
      { sections: next, kind: 'order' },
      {
        onSuccess: () => toast.success(EATINERARY_MSG.ordered),
        onError: () => toast.error(EATINERARY_MSG.orderFailed),
        onSettled: () => setPending(null),
      },
    );
  };

  const remove = () => {
    if (!removing) return;
    save.mutate(
      { sections: sections.filter((s) => s.id !== removing.id), kind: 'remove' },
      {
        onSuccess: () => toast.success(EATINERARY_MSG.deleted),
        onError: () => toast.error(EATINERARY_MSG.deleteFailed),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="eatinerary-sections-title">
      <Typography id="eatinerary-sections-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Sections
      </Typography>
      {sections.length === 0 ? (
        <Typography color="text.secondary">No sections.</Typography>
      ) : (
        <SortableList
          label="Sections"
          items={sections}
          onMove={move}
          disabled={save.isPending}
          renderItem={(section) => {
            const title = section.title || 'Untitled section';
            const count = section._places.length;
            return (
              <>
                <ListItemText primary={title} secondary={count === 1 ? '1 place' : `${count} places`} />
                <IconButton aria-label={`Remove section ${title}`} onClick={() => setRemoving(section)} disabled={save.isPending}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            );
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={EATINERARY_MSG.deleteSectionQuestion}
        onYes={remove}
        onNo={() => setRemoving(null)}
        busy={save.isPending}
      />
    </Box>
  );
}
