import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { TNavigationGate } from './guarded-navigator';

/** Takes a history step over (true: the router must not see it). */
type TPopHandler = (event: PopStateEvent) => boolean;
let popHandler: TPopHandler | null = null;
let installed = false;

/**
 * The one popstate listener of the discard guard, added before BrowserRouter adds its own (call it before the first
 * render, main.tsx). It must run first: React renders the router's step back within the router's listener (popstate
 * is a discrete event), so a later listener would find the editor already gone; and Chromium runs window's popstate
 * listeners in the order they were added, capturing or not (seen in the e2e run). stopImmediatePropagation then keeps
 * a taken-over step from the router.
 * @example
 * installPopGate();
 * createRoot(container).render(<BrowserRouter>…</BrowserRouter>);
 */
export function installPopGate() {
  if (installed) return;
  installed = true;
  window.addEventListener(
    'popstate',
    (event) => {
      if (popHandler?.(event)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

/** The history entry index BrowserRouter keeps in each entry's state. */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Back and Forward (and navigate(-1)) under the gate. The browser has already moved when popstate fires and cannot be
 * stopped, so a blocked step is hidden from the router (installPopGate), undone with history.go(-delta), and redone
 * with history.go(delta) after Discard. The step's size comes from the entry index BrowserRouter writes into history
 * state; an entry without one is let through.
 * @example
 * usePopGuard({ holding: () => held.current > 0, ask });
 */
export function usePopGuard(gate: TNavigationGate) {
  const location = useLocation();
  // Where the router stands: updated only for moves the router was shown.
  const here = useRef<{ pathname: string; idx: number | undefined }>({ pathname: '', idx: undefined });
  useLayoutEffect(() => {
    here.current = { pathname: window.location.pathname, idx: entryIndex(window.history.state) };
  }, [location]);

  const gateRef = useRef(gate);
  useLayoutEffect(() => {
    gateRef.current = gate;
  });

  useEffect(() => {
    // `undoing`: the next popstate is our own step back, which the router must not see either.
    // `redoing`: the next popstate is the step the user confirmed.
    let undoing = false;
    let redoing = false;
    popHandler = (event) => {
      if (undoing) {
        undoing = false;
        return true;
      }
      if (redoing) {
        redoing = false;
        return false;
      }
      const to = entryIndex(event.state);
      const from = here.current.idx;
      if (to === undefined || from === undefined || to === from) return false;
      if (!gateRef.current.holding() || window.location.pathname === here.current.pathname) return false;
      const delta = to - from;
      undoing = true;
      window.history.go(-delta);
      void gateRef.current.ask().then((go) => {
        if (!go) return;
        redoing = true;
        window.history.go(delta);
      });
      return true;
    };
    return () => {
      popHandler = null;
    };
  }, []);
}
