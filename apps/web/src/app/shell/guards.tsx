import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './session';

/** Renders its children only with a session; otherwise goes to '/' (part 1 §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signed-in' ? children : <Navigate to="/" replace />;
}

/** The sign-in page sends a signed-in user to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signed-in' ? <Navigate to="/dashboard" replace /> : children;
}
