import { cityResource } from '@mise/contracts/resources/city';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReferenceSelect } from '../../components/resource/reference/reference-select';
import { ConfirmDialog } from '../../components/resource/feedback/confirm-dialog';
import { RelationPickerDialog } from '../../components/resource/relation/relation-picker-dialog';
import { SortableList } from '../../components/resource/relation/sortable-list';
import type { TReferenceOption } from '../../components/resource/reference/use-reference-options';
import { useRelationReorder } from '../../components/resource/relation/use-relation-reorder';
import { errorMessage } from '../../lib/api-client';
import { EntryRow } from '../home-section/entry-row';
import type { THomeTab } from '../home-section/home-tabs';
import { SectionName } from '../home-section/section-name';
import { useHomePicker } from './use-home-picker';
import { ENTRIES_RELATION, SECTIONS_PATH, type THomeRow, useHomeSection } from './use-home-section';
import { VideoUpload } from './video-upload';
import { SectionSwitch } from './section-switch';

/**
 * One home tab: the section's name, its entries in order (drag to reorder: the dragged entry gets its 1-based
 * position), Remove with a question, and Add through the tab's picker — or, for hero videos, the upload — and a
 * switch to prepared entries at a time.
 */
export function SectionPanel({ tab, sectionId, name }: { tab: THomeTab; sectionId: number; name: string }) {
  const { key, entries, setUploadedEntries, bulk, rename } = useHomeSection(sectionId);
  const [city, setCity] = useState<TReferenceOption | null>(null);
  const [removing, setRemoving] = useState<THomeRow | null>(null);
  const picker = useHomePicker(tab, city?.id);
  const { move, isSaving } = useRelationReorder({
    modelPath: SECTIONS_PATH,
    id: sectionId,
    relation: ENTRIES_RELATION,
    listKey: key,
    messages: { success: 'Order updated succesfully', failure: 'Order update Unsuccesfull' },
  });
  const rows = entries.data ?? [];
  const have = new Set(rows.map((r) => r.subjectId));

  const add = (chosen: { id: number; name: string }[]) =>
    bulk.mutate(
      {
        toAdd: chosen.map((c) => ({
          subjectType: tab.subjectType,
          subjectId: c.id,
          ...(tab.iconicDishes && city ? { destinationId: city.id } : {}),
        })),
        success: 'Item added successfully',
      },
      { onSuccess: () => picker.close() },
    );

  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <SectionName key={name} name={name} saving={rename.isPending} onSave={(next) => rename.mutate(next)} />
      {tab.slug === 'hero_videos' ? (
        <VideoUpload sectionId={sectionId} onEntries={setUploadedEntries} />
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {tab.iconicDishes && <ReferenceSelect resource={cityResource} value={city} onChange={setCity} label="City" />}
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={picker.open}
            disabled={tab.iconicDishes && !city}
          >
            Add
          </Button>
          <SectionSwitch tab={tab} sectionId={sectionId} name={name} rows={rows} cityId={city?.id} />
          {tab.hint && (
            <Typography variant="body2" color="text.secondary">
              {tab.hint}
            </Typography>
          )}
        </Stack>
      )}
      {entries.isPending && <CircularProgress aria-label="Loading entries" />}
      {entries.error && <Alert severity="error">{errorMessage(entries.error)}</Alert>}
      {entries.data && rows.length === 0 && (
        <Typography color="text.secondary">Nothing in this section yet.</Typography>
      )}
      <SortableList
        items={rows}
        label={`${tab.label} entries`}
        onMove={move}
        disabled={isSaving}
        renderItem={(row) => <EntryRow row={row} onRemove={() => setRemoving(row)} />}
      />
      <RelationPickerDialog
        picker={picker}
        title={`add to ${tab.label}`}
        onSave={add}
        saving={bulk.isPending}
        saveError={bulk.error ? errorMessage(bulk.error) : undefined}
        onClose={() => bulk.reset()}
        disabledReason={(item) => (have.has(item.id) ? 'Already added' : undefined)}
      />
      <ConfirmDialog
        open={removing !== null}
        message={`Are you sure you want to remove ${removing?.name ?? ''} from ${name}?`}
        busy={bulk.isPending}
        onNo={() => setRemoving(null)}
        onYes={() =>
          removing &&
          bulk.mutate(
            { toRemove: [removing.id], success: 'Item Deleted Successfully' },
            { onSettled: () => setRemoving(null) },
          )
        }
      />
    </Stack>
  );
}
