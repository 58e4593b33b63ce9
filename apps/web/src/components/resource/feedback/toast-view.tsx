import { TOAST_HIDE_MS } from '@mise/contracts/common/messages';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import type { TToastAction, TToastVariant } from './toast-variant';

/** A toast with Undo stays up 10 s (issue 32): time to see what happened and take it back. */
export const ACTION_TOAST_MS = 10_000;

export type TToastViewProps = {
  open: boolean;
  /** A full-screen dialog is open: show below its bar (56 px high, 64 px from `sm`), not over its SAVE. */
  belowBar: boolean;
  message: string;
  variant: TToastVariant;
  action?: TToastAction;
  onClose: () => void;
};

/**
 * The toast itself: top right, auto-hides after TOAST_HIDE_MS (part 1 §4, §9).
 * It is portalled to a fresh node each time it opens: a full-screen dialog hides (aria-hidden) everything that was in the
 * page when it opened, and a toast raised from inside the dialog must still be read out.
 */
export default function ToastView({ open, belowBar, message, variant, action, onClose }: TToastViewProps) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere must not dismiss it early; it hides on its timer or its close button.
    if (reason === 'clickaway') return;
    onClose();
  };
  if (!present) return null;
  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={action ? ACTION_TOAST_MS : TOAST_HIDE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={belowBar ? { top: { xs: 64, sm: 80 } } : undefined}
        slotProps={{ transition: { onExited: () => setPresent(false) } }}
      >
        <Alert
          onClose={close}
          severity={variant}
          variant="filled"
          sx={{ width: '100%' }}
          data-testid="toast"
          action={
            action && (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    action.onClick();
                    onClose();
                  }}
                >
                  {action.label}
                </Button>
                <IconButton color="inherit" size="small" aria-label="Close" onClick={() => close()}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )
          }
        >
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
