import { useContext, useEffect } from 'react';
import { DiscardGuardContext } from './discard-guard-context';

/**
 * Nothing typed is lost without a question (issue 28 point 2). While `dirty`: a reload, closing the tab or leaving the
 * site gets the browser's own question (`beforeunload`), and a move to another page of the console (a link, a list
 * row, Back) asks 'Discard unsaved changes?' first (DiscardGuardProvider). `requestClose(close)` is for the editor's
 * own ways out (Esc, the X, a click outside): it closes at once when nothing is unsaved, else only after Discard.
 * @example
 * const discard = useDiscardGuard(formState.isDirty);
 * <Dialog onClose={() => discard.requestClose(onClose)}>
 */
export function useDiscardGuard(dirty: boolean) {
  const guards = useContext(DiscardGuardContext);

  useEffect(() => {
    if (!dirty) return undefined;
    const release = guards.hold();
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      release();
    };
  }, [dirty, guards]);

  const requestClose = (close: () => void) => {
    if (!dirty) {
      close();
      return;
    }
    void guards.ask().then((discard) => {
      if (discard) close();
    });
  };
  return { requestClose };
}
