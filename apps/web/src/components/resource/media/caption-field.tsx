import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDiscardGuard } from '../form/use-discard-guard';

export type TCaptionFieldProps = {
  caption: string | undefined;
  onSave: (caption: string) => void;
  saving?: boolean;
};

/**
 * A picture's caption with a Save button that appears only while the text differs from the saved one; leaving the
 * page with such text asks first (useDiscardGuard).
 * @example
 * <CaptionField caption={picture.caption} onSave={(caption) => kit.setCaption.mutate({ pictureId: picture.id, caption })} />
 */
export function CaptionField({ caption = '', onSave, saving }: TCaptionFieldProps) {
  const [text, setText] = useState(caption);
  const [saved, setSaved] = useState(caption);
  // A new caption from the server (after a save or a refetch) replaces the draft only when the draft was unchanged.
  if (caption !== saved) {
    setSaved(caption);
    if (text === saved) setText(caption);
  }
  const isChanged = text !== caption;
  useDiscardGuard(isChanged);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Caption"
        size="small"
        fullWidth
        multiline
        maxRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {isChanged && (
        <Button
          size="small"
          aria-label="Save caption"
          onClick={() => onSave(text)}
          disabled={saving}
          sx={{ flexShrink: 0, mt: 0.5 }}
        >
          Save
        </Button>
      )}
    </Stack>
  );
}
