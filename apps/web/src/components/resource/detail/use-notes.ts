import { MSG } from '@mise/contracts/common/messages';
import { useState } from 'react';
import { useToast } from '../feedback/toast';
import { useItemPatch } from './use-item-patch';

/**
 * The notes box's state: the draft, whether it differs from the saved text, and save (PATCH {notes}).
 * The draft resets when the saved text changes (another item, or a save). Toasts 'Notes updated.' and
 * 'Notes update failed.' — the failure as an error, although the old console styled it as success; an area may word them
 * its own way (a place: 'Note Saved').
 * @example
 * const notes = useNotes({ path: 'destinations', id: city.id }, city.notes);
 * {notes.dirty && <Button onClick={notes.save}>Save</Button>}
 */
export type TNotesMessages = { notesSaved: string; notesFailed: string };
const NOTES_MESSAGES: TNotesMessages = { notesSaved: MSG.notesUpdated, notesFailed: MSG.notesUpdateFailed };

export function useNotes(
  { path, id }: { path: string; id: number },
  saved: string | null | undefined,
  messages: Partial<TNotesMessages> = {},
) {
  const texts = { ...NOTES_MESSAGES, ...messages };
  const savedText = saved ?? '';
  const [draft, setDraft] = useState(savedText);
  const [base, setBase] = useState({ id, savedText });
  // Adjusting state during render (React's documented pattern) when the item or its saved notes change.
  if (base.id !== id || base.savedText !== savedText) {
    setBase({ id, savedText });
    setDraft(savedText);
  }
  const patch = useItemPatch({ path, id });
  const toast = useToast();

  const save = () => {
    patch.mutate(
      { notes: draft },
      {
        onSuccess: () => toast.success(texts.notesSaved),
        onError: () => toast.error(texts.notesFailed),
      },
    );
  };

  return { draft, setDraft, dirty: draft !== savedText, save, saving: patch.isPending };
}
