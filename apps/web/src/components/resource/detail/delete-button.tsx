import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';

export type TDeleteButtonProps = {
  /** Asked before deleting (part 1 §5: 'Are you sure...?'). */
  message: string;
  /** Runs on Yes; the dialog stays open (busy) until it settles. */
  onConfirm: () => Promise<unknown>;
  label?: string;
  /** A choice shown with the question, mounted only while it is asked (what else the delete could take along). */
  children?: ReactNode;
};

/**
 * A delete icon button that asks Yes/No first.
 * @example
 * <DeleteButton message="Are you sure you want to delete this city?" onConfirm={() => remove.mutateAsync(id)} />
 */
export function DeleteButton({ message, onConfirm, label = 'Delete', children }: TDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const yes = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // the caller has shown the failure
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <IconButton aria-label={label} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog open={open} message={message} onYes={() => void yes()} onNo={() => setOpen(false)} busy={busy}>
        {children}
      </ConfirmDialog>
    </>
  );
}
