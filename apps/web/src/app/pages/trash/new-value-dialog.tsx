import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { TValueAsk } from './use-trash';

/** How the fields that must be unique among live records are called on their forms. */
const FIELD_LABELS: Record<string, string> = { email: 'Email', code: 'Code', placeId: 'Google place ID' };

export type TNewValueDialogProps = {
  ask: TValueAsk | null;
  busy: boolean;
  onRestore: (value: string) => void;
  onCancel: () => void;
};

/**
 * A restore refused because a live record took the trashed one's e-mail (or code, or place id) meanwhile: the server's
 * message and a box for the new value, then the restore again with it. The server checks it as the form would.
 * @example
 * <NewValueDialog ask={restore.valueAsk} busy={restore.isPending} onRestore={restore.confirmValue} onCancel={restore.dismissValue} />
 */
export function NewValueDialog({ ask, busy, onRestore, onCancel }: TNewValueDialogProps) {
  const [value, setValue] = useState('');
  const label = ask ? (FIELD_LABELS[ask.field] ?? ask.field) : '';
  const close = () => {
    setValue('');
    onCancel();
  };
  return (
    <Dialog open={ask !== null} onClose={busy ? undefined : close} aria-labelledby="new-value-title">
      <DialogTitle id="new-value-title">Restore with a new {label.toLowerCase()}</DialogTitle>
      <DialogContent>
        <DialogContentText>{ask?.message}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          label={`New ${label.toLowerCase()}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || value.trim() === ''} onClick={() => onRestore(value.trim())}>
          Restore
        </Button>
      </DialogActions>
    </Dialog>
  );
}
