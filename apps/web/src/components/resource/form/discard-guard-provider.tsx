import { type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { DISCARD_QUESTION, DiscardGuardContext, type TDiscardGuards } from './discard-guard-context';
import { guardNavigator } from './guarded-navigator';
import { usePopGuard } from './use-pop-guard';

/**
 * Watches every move inside the console for editors holding unsaved text (useDiscardGuard) and asks
 * 'Discard unsaved changes?' before one is lost: links, list rows, redirects (the router's navigator, guardNavigator)
 * and Back/Forward (usePopGuard, which needs installPopGate() in main.tsx, before the router listens). One question at a
 * time, for whoever asks. Placed once, inside the router, around the dashboard shell.
 *
 * BrowserRouter rather than a data router with useBlocker: a data router adds about 16 kB gzipped to the sign-in page,
 * over its 150 kB budget (docs/decisions.md, issue 28 point 2).
 * @example
 * <DiscardGuardProvider><ShellLayout /></DiscardGuardProvider>
 */
export function DiscardGuardProvider({ children }: { children: ReactNode }) {
  const navigation = useContext(UNSAFE_NavigationContext);
  const held = useRef(0);
  // The open question's answer, shared by everyone who asks while it is open.
  const [question, setQuestion] = useState<{ answer: (discard: boolean) => void } | null>(null);
  const open = useRef<Promise<boolean> | null>(null);

  const guards = useMemo<TDiscardGuards>(
    () => ({
      hold: () => {
        held.current += 1;
        let released = false;
        return () => {
          if (!released) held.current -= 1;
          released = true;
        };
      },
      ask: () => {
        if (open.current) return open.current;
        let answer: (discard: boolean) => void = () => undefined;
        const answered = new Promise<boolean>((resolve) => {
          answer = (discard) => {
            open.current = null;
            setQuestion(null);
            resolve(discard);
          };
        });
        open.current = answered;
        setQuestion({ answer });
        return answered;
      },
    }),
    [],
  );
  const gate = useMemo(() => ({ holding: () => held.current > 0, ask: guards.ask }), [guards]);
  usePopGuard(gate);
  const guardedNavigation = useMemo(
    () => ({ ...navigation, navigator: guardNavigator(navigation.navigator, gate) }),
    [navigation, gate],
  );

  return (
    <DiscardGuardContext.Provider value={guards}>
      <UNSAFE_NavigationContext.Provider value={guardedNavigation}>{children}</UNSAFE_NavigationContext.Provider>
      <ConfirmDialog
        open={question !== null}
        title={DISCARD_QUESTION}
        message="Your changes have not been saved."
        noLabel="Keep editing"
        yesLabel="Discard"
        focus="no"
        onNo={() => question?.answer(false)}
        onYes={() => question?.answer(true)}
      />
    </DiscardGuardContext.Provider>
  );
}
