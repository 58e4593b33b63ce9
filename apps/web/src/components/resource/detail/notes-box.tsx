import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useDiscardGuard } from '../form/use-discard-guard';
import { type TNotesMessages, useNotes } from './use-notes';

/**
 * Internal notes of an item; Save appears only when the text differs from the saved text (part 1 §4); leaving the page
 * with such text asks first (useDiscardGuard).
 * @example
 * <NotesBox path="destinations" id={city.id} notes={city.notes} />
 */
export function NotesBox({
  path,
  id,
  notes,
  messages,
}: {
  path: string;
  id: number;
  notes: string | null | undefined;
  messages?: Partial<TNotesMessages>;
}) {
  const { draft, setDraft, dirty, save, saving } = useNotes({ path, id }, notes, messages);
  useDiscardGuard(dirty);
  return (
    <Box>
      <TextField
        label="Notes"
        multiline
        minRows={3}
        fullWidth
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      {dirty && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="contained" onClick={save} disabled={saving}>
            Save
          </Button>
        </Box>
      )}
    </Box>
  );
}
