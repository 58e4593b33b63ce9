import { TOAST_HIDE_MS } from '@mise/contracts/common/messages';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { TToastVariant } from './toast';

export type TToastViewProps = {
  open: boolean;
  message: string;
  variant: TToastVariant;
  onClose: () => void;
};

/** The toast itself: top right, auto-hides after TOAST_HIDE_MS (part 1 §4, §9). */
export default function ToastView({ open, message, variant, onClose }: TToastViewProps) {
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere must not dismiss it early; it hides on its timer or its close button.
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar open={open} autoHideDuration={TOAST_HIDE_MS} onClose={close} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Alert onClose={close} severity={variant} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
