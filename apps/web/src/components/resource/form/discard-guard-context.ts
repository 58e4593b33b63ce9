import { createContext } from 'react';

/** The question before typed text is thrown away (issue 28 point 2). */
export const DISCARD_QUESTION = 'Discard unsaved changes?';

export type TDiscardGuards = {
  /** Marks one editor as holding unsaved text until the returned release is called; in-app navigation then asks first. */
  hold: () => () => void;
  /** Asks DISCARD_QUESTION; true when the answer is to discard. Callers asking at once share one question. */
  ask: () => Promise<boolean>;
};

/**
 * Outside DiscardGuardProvider (an editor rendered on its own, in a test) closing still asks, with the browser's
 * confirm, and in-app navigation is not watched.
 */
export const DiscardGuardContext = createContext<TDiscardGuards>({
  hold: () => () => undefined,
  ask: () => Promise.resolve(window.confirm(DISCARD_QUESTION)),
});
