import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useSubmitGuard } from '../resource/form/use-submit-guard';

export type TRenameFieldProps = {
  /** The current name; Rename stays off until the text differs from it. */
  name: string;
  /** The field's label ('Section name'). */
  label: string;
  saving?: boolean;
  /** A promise it answers holds the form until it settles. */
  onSave: (name: string) => unknown;
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
  const guard = useSubmitGuard();
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      // Held from the first submit (a double click, Enter twice) until the caller's save shows as `saving`.
      onSubmit={guard.wrap((event: FormEvent) => {
        event.preventDefault();
        if (!blank) return onSave(text.trim());
      })}
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
      <Button type="submit" variant="outlined" disabled={blank || saving || guard.busy || text.trim() === name}>
        Rename
      </Button>
    </Stack>
  );
}
