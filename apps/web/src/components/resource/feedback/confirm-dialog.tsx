import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export type TConfirmDialogProps = {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  onYes: () => void;
  onNo: () => void;
  /** While the confirmed action runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The buttons' words when not Yes/No ('Discard' / 'Keep editing'). */
  yesLabel?: string;
  noLabel?: string;
  /** Which button Enter presses at first: 'no' where Yes throws work away. */
  focus?: 'yes' | 'no';
  /** A choice that goes with the answer, under the question (a city's delete: 'Also move its places…'). */
  children?: ReactNode;
};

/**
 * A Yes/No question (part 1 §4: delete asks 'Are you sure…?').
 * @example
 * <ConfirmDialog open={asking} message="Are you sure you want to delete this city?" onYes={remove} onNo={() => setAsking(false)} busy={removing} />
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onYes,
  onNo,
  busy = false,
  yesLabel = 'Yes',
  noLabel = 'No',
  focus = 'yes',
  children,
}: TConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onNo}
      // Without a title the question names the dialog (axe: a dialog needs an accessible name).
      aria-labelledby={title ? 'confirm-dialog-title' : 'confirm-dialog-message'}
      aria-describedby={title ? 'confirm-dialog-message' : undefined}
    >
      {title && <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy} autoFocus={focus === 'no'}>
          {noLabel}
        </Button>
        <Button onClick={onYes} disabled={busy} variant="contained" color="primary" autoFocus={focus === 'yes'}>
          {yesLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
