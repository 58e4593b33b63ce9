import { useCallback, useRef, useState } from 'react';

type TPreventable = { preventDefault: () => void };

/**
 * Holds a form's submit from its first click until its handler has finished (issue 28: a double click on SAVE stored
 * the record twice). The hold is a ref, set synchronously in the event, so a second click or Enter that arrives before
 * React renders SAVE disabled — while react-hook-form still validates, before any save is pending — is dropped; `busy`
 * disables SAVE from the next render. A handler that answers a promise (handleSubmit, whose onValid returns the save's
 * promise) holds until it settles.
 * @example
 * const guard = useSubmitGuard();
 * <FormDialog saving={save.isPending || guard.busy} …><form onSubmit={guard.wrap(handleSubmit((b) => save.mutate(b)))}>…</form></FormDialog>
 */
export function useSubmitGuard() {
  const held = useRef(false);
  const [busy, setBusy] = useState(false);
  const wrap = useCallback(
    <E extends TPreventable | undefined>(handler: ((event: E) => unknown) | undefined) =>
      (event: E) => {
        if (held.current) {
          event?.preventDefault();
          return;
        }
        held.current = true;
        setBusy(true);
        const release = () => {
          held.current = false;
          setBusy(false);
        };
        try {
          // Called in the event itself: handleSubmit must prevent the browser's own submit synchronously.
          void Promise.resolve(handler?.(event)).finally(release);
        } catch (error) {
          release();
          throw error;
        }
      },
    [],
  );
  return { busy, wrap };
}
