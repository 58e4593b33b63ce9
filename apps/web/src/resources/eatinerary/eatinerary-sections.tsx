import { arrayMove } from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useToast } from '../../components/resource/feedback/toast';
import { useUndoToast } from '../../components/resource/feedback/use-undo-toast';
import { useArea } from '../../components/resource/area/area-context';
import { ConfirmDialog } from '../../components/resource/feedback/confirm-dialog';
import { SortableList } from '../../components/resource/relation/sortable-list';
import { useItemPatch } from '../../components/resource/detail/use-item-patch';
import type { TEatinerary } from './eatinerary-record';

type TEatinerarySection = TEatinerary['_sections'][number];

/**
 * The eatinerary's sections (title and count of places), dragged to reorder or removed; each change is saved at once.
 * A failed reorder puts the previous order back (part 1 §4).
 */
export function EatinerarySections({ item }: { item: TEatinerary }) {
  const save = useItemPatch({ path: 'eateries', id: item.id });
  const { messages } = useArea();
  const toast = useToast();
  const undoToast = useUndoToast();
  // The order being saved, shown until the server answers.
  const [pending, setPending] = useState<TEatinerarySection[] | null>(null);
  const [removing, setRemoving] = useState<TEatinerarySection | null>(null);
  const sections = pending ?? item._sections ?? [];

  // Places go by `placeIds`, which still hold places deleted since, so a reorder never drops one silently; `updated` is the
  // one the page shows, so a colleague's newer change answers 409 instead of being overwritten.
  const saveSections = (next: TEatinerarySection[], [done, failed]: [string, string], onSettled: () => void) =>
    save.mutate(
      {
        _sections: next.map(({ title, description, placeIds }) => ({ title, description, placeIds })),
        updated: item.updated,
      },
      { onSuccess: (answer) => undoToast(done, answer), onError: () => toast.error(failed), onSettled },
    );
  const move = (from: number, to: number) => {
    const next = arrayMove(sections, from, to);
    setPending(next);
    saveSections(next, ['Order updated succesfully', 'Order update Unsuccesfull'], () => setPending(null));
  };
  const remove = (gone: TEatinerarySection) =>
    saveSections(
      sections.filter((s) => s.id !== gone.id),
      [messages.deleted, messages.deleteFailed],
      () => setRemoving(null),
    );

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
                <IconButton
                  aria-label={`Remove section ${title}`}
                  onClick={() => setRemoving(section)}
                  disabled={save.isPending}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            );
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message="Are you sure you want to delete this section?"
        onYes={() => removing && remove(removing)}
        onNo={() => setRemoving(null)}
        busy={save.isPending}
      />
    </Box>
  );
}
