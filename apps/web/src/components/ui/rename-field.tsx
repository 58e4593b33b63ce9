import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export type TRenameFieldProps = {
  /** The current name; Rename stays off until the text differs from it. */
  name: string;
  /** The field's label ('Section name'). */
  label: string;
  saving?: boolean;
  onSave: (name: string) => void;
  autoFocus?: boolean;
};

/**
 * A name field with its Rename button, as one small form: a blank name is marked 'This field is required' and not sent;
 * the name is sent trimmed.
 * @example
 * <RenameField label="Section name" name={section.name} saving={rename.isPending} onSave={(next) => rename.mutate(next)} />
 */
export function RenameField({ name, label, saving = false, onSave, autoFocus }: TRenameFieldProps) {
  const [text, setText] = useState(name);
  const blank = text.trim() === '';
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSave(text.trim());
      }}
    >
      <TextField
        size="small"
        label={label}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        error={blank}
        helperText={blank ? 'This field is required' : undefined}
        sx={{ minWidth: 320 }}
      />
      <Button type="submit" variant="outlined" disabled={blank || saving || text.trim() === name}>
        Rename
      </Button>
    </Stack>
  );
}
