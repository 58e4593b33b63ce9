import { type Navigator, parsePath, type To } from 'react-router';

export type TNavigationGate = {
  /** Whether an editor holds unsaved text: a move to another page must then be asked about first. */
  holding: () => boolean;
  /** The question; true lets the move go ahead. */
  ask: () => Promise<boolean>;
};

/** The pathname a navigator call leads to, as the address bar will show it. */
function targetPathname(navigator: Navigator, to: To): string {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return navigator.encodeLocation
    ? navigator.encodeLocation(path).pathname
    : (path.pathname ?? window.location.pathname);
}

/**
 * The router's navigator with push and replace held at the gate: every Link, NavLink, useNavigate and <Navigate> goes
 * through them. A blocked move waits for the answer and then runs as it was asked for, or not at all. History steps
 * (Back, navigate(-1)) are not calls here but popstate events: usePopGuard.
 * @example
 * const guarded = guardNavigator(context.navigator, { holding: () => held.current > 0, ask });
 */
export function guardNavigator(navigator: Navigator, gate: TNavigationGate): Navigator {
  const held =
    (move: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      // Search and hash changes (the list's search box, its pages) keep the editor on screen: only a new page asks.
      if (!gate.holding() || targetPathname(navigator, to) === window.location.pathname) {
        move(to, state, options);
        return;
      }
      void gate.ask().then((go) => {
        if (go) move(to, state, options);
      });
    };
  return {
    createHref: navigator.createHref.bind(navigator),
    encodeLocation: navigator.encodeLocation?.bind(navigator),
    go: navigator.go.bind(navigator),
    push: held((to, state, options) => navigator.push(to, state, options)),
    replace: held((to, state, options) => navigator.replace(to, state, options)),
  };
}
