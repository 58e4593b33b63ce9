import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type TTwoFactorState, useSession } from '../../lib/session';

/** Where a staff member who must set up two-factor sign-in first (REQUIRE_2FA) is sent, outside the shell. */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

const mustEnrol = (state: TTwoFactorState | null) => Boolean(state?.required && !state.enabled);

/**
 * Renders its children only with a session; otherwise goes to '/' (part 1 §2). While REQUIRE_2FA holds the console
 * closed to a staff member without two-factor sign-in, goes to its set-up page instead.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, twoFactor } = useSession();
  if (status !== 'signed-in') return <Navigate to="/" replace />;
  return mustEnrol(twoFactor) ? <Navigate to={TWO_FACTOR_SETUP_PATH} replace /> : children;
}

/** The mandatory set-up page: only for a signed-in staff member who still has to enrol. */
export function RequireTwoFactorSetup({ children }: { children: ReactNode }) {
  const { status, twoFactor } = useSession();
  if (status !== 'signed-in') return <Navigate to="/" replace />;
  return mustEnrol(twoFactor) ? children : <Navigate to="/dashboard" replace />;
}

/** The sign-in page sends a signed-in user to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signed-in' ? <Navigate to="/dashboard" replace /> : children;
}
