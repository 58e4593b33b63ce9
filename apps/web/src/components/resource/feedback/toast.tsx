import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import type { TToastAction, TToastVariant } from './toast-variant';

export type { TToastAction, TToastVariant };
export type TToastApi = {
  /** Shows a toast; one raised while another shows replaces it (one at a time, and no message is dropped). */
  showToast: (message: string, variant?: TToastVariant, action?: TToastAction) => void;
  success: (message: string, action?: TToastAction) => void;
  error: (message: string) => void;
};

/** `key` grows with every toast: a replacing toast is a new one, with its own full time on screen. */
type TToastState = { open: boolean; message: string; variant: TToastVariant; key: number; action?: TToastAction };

const ToastContext = createContext<TToastApi | null>(null);
/** Counts the open full-screen dialogs: their bar holds SAVE where a top-right toast would sit. */
const DialogBarContext = createContext<(change: 1 | -1) => void>(() => {});

// Snackbar and Alert load with the first toast (the sign-in page shows one only on failure);
// the dashboard shell preloads them.
const loadToastView = () => import('./toast-view');
const ToastView = lazy(loadToastView);

/** Loads the toast's components ahead of the first toast. */
export function preloadToastView(): void {
  void loadToastView();
}

/** Holds the single toast of the app. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<TToastState | null>(null);
  const [dialogBars, setDialogBars] = useState(0);
  const countDialogBar = useCallback((change: 1 | -1) => setDialogBars((count) => count + change), []);

  // part 1 §4 ignored a new toast while one was open, which dropped the second of two quick outcomes (decisions.md).
  const showToast = useCallback((message: string, variant: TToastVariant = 'success', action?: TToastAction) => {
    setToast((current) => ({ open: true, message, variant, action, key: (current?.key ?? 0) + 1 }));
  }, []);

  const close = useCallback(() => {
    setToast((current) => (current ? { ...current, open: false } : current));
  }, []);

  const value = useMemo<TToastApi>(
    () => ({
      showToast,
      success: (message, action) => showToast(message, 'success', action),
      error: (message) => showToast(message, 'error'),
    }),
    [showToast],
  );

  return (
    <ToastContext.Provider value={value}>
      <DialogBarContext.Provider value={countDialogBar}>{children}</DialogBarContext.Provider>
      {toast && (
        <Suspense fallback={null}>
          <ToastView
            key={toast.key}
            belowBar={dialogBars > 0}
            open={toast.open}
            message={toast.message}
            variant={toast.variant}
            action={toast.action}
            onClose={close}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/**
 * The app's toast.
 * @example
 * const toast = useToast();
 * toast.error(MSG.invalidCredentials);
 */
export function useToast(): TToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}

/**
 * Keeps toasts below a full-screen dialog's bar while the dialog is open, so a toast never covers its SAVE.
 * @example
 * useToastBelowDialogBar(open);
 */
export function useToastBelowDialogBar(open: boolean): void {
  const count = useContext(DialogBarContext);
  useEffect(() => {
    if (!open) return;
    count(1);
    return () => count(-1);
  }, [open, count]);
}
