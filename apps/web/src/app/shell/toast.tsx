import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type TToastVariant = 'success' | 'error';
export type TToastApi = {
  /** Shows a toast unless one is already open (part 1 §4: one at a time, a new one is ignored). */
  showToast: (message: string, variant?: TToastVariant) => void;
  success: (message: string) => void;
  error: (message: string) => void;
};

type TToastState = { open: boolean; message: string; variant: TToastVariant };

const ToastContext = createContext<TToastApi | null>(null);

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
  // A ref, not state, decides "already open" so two calls in one tick still show only the first.
  const isOpen = useRef(false);

  const showToast = useCallback((message: string, variant: TToastVariant = 'success') => {
    if (isOpen.current) return;
    isOpen.current = true;
    setToast({ open: true, message, variant });
  }, []);

  const close = useCallback(() => {
    isOpen.current = false;
    setToast((current) => (current ? { ...current, open: false } : current));
  }, []);

  const value = useMemo<TToastApi>(
    () => ({
      showToast,
      success: (message) => showToast(message, 'success'),
      error: (message) => showToast(message, 'error'),
    }),
    [showToast],
  );

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView open={toast.open} message={toast.message} variant={toast.variant} onClose={close} />
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
