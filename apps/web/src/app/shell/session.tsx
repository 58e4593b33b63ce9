import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { ApiError, api, onUnauthorized } from '../../lib/api-client';

/** GET /api/users/me. */
export type TSessionUser = { id: string | number; email: string; name?: string | null; roles: string[] };
/** POST /api/users/login answer; `id` is the token, which the app ignores (it lives in an HttpOnly cookie). */
type TLoginAnswer = { id: string; userId: string | number; ttl?: number; created?: string };

export type TSessionStatus = 'checking' | 'signed-in' | 'signed-out';

export type TSession = {
  status: TSessionStatus;
  user: TSessionUser | null;
  /** Logs in (the server sets the cookie), then reads the signed-in user. Rejects with ApiError. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Logs out on the server (best effort), forgets the user and cached data, and goes to '/'. */
  signOut: () => Promise<void>;
};

const SessionContext = createContext<TSession | null>(null);

/** Every signed-in user is an administrator (part 1 §6). */
function toSessionUser(me: Partial<TSessionUser> & { id: string | number }, fallbackEmail = ''): TSessionUser {
  return {
    id: me.id,
    email: me.email ?? fallbackEmail,
    name: me.name ?? null,
    roles: me.roles?.length ? me.roles : ['ADMIN'],
  };
}

/**
 * Session bootstrap (part 1 §4): on start asks GET /api/users/me; 200 means signed in.
 * Any 401 from any call clears the user (and with it the shell and its cached data) and goes to '/'.
 * Lives inside the router so it can navigate.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // useNavigate() changes identity on every navigation; the start-up check must run once.
  const navigateNow = useNavigate();
  const navigateRef = useRef<NavigateFunction>(navigateNow);
  useEffect(() => {
    navigateRef.current = navigateNow;
  }, [navigateNow]);
  const navigate = useCallback<(to: string) => void>((to) => void navigateRef.current(to, { replace: true }), []);
  const [status, setStatus] = useState<TSessionStatus>('checking');
  const [user, setUser] = useState<TSessionUser | null>(null);

  // Cached data goes with the dashboard shell, which unmounts when the session ends.
  const forget = useCallback(() => {
    setUser(null);
    setStatus('signed-out');
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        forget();
        if (window.location.pathname !== '/') navigate('/');
      }),
    [forget, navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    api.get<TSessionUser>('users/me', undefined, controller.signal).then(
      (me) => {
        setUser(toSessionUser(me));
        setStatus('signed-in');
      },
      () => {
        if (controller.signal.aborted) return;
        // 401 or any other failure at start-up: no session, and the app goes to '/' (part 1 §2),
        // whatever the path (so a signed-out visitor never sees the 404 page either).
        setUser(null);
        setStatus('signed-out');
        if (window.location.pathname !== '/') navigate('/');
      },
    );
    return () => controller.abort();
  }, [navigate]);

  const signIn = useCallback(async (email: string, password: string) => {
    const answer = await api.post<TLoginAnswer>('users/login', { email, password });
    let next = toSessionUser({ id: answer.userId }, email);
    try {
      next = toSessionUser(await api.get<TSessionUser>('users/me'), email);
    } catch (error) {
      // 401 right after a login means the cookie did not stick: that is a failed sign-in.
      if (error instanceof ApiError && error.status === 401) throw error;
      // Otherwise the login answer is enough to continue; /users/me is asked again on the next start.
    }
    setUser(next);
    setStatus('signed-in');
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post('users/logout');
    } catch {
      // Already signed out on the server (or unreachable): forget locally all the same.
    }
    forget();
    navigate('/');
  }, [forget, navigate]);

  const value = useMemo<TSession>(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in user and the sign-in/out actions.
 * @example
 * const { user, signOut } = useSession();
 */
export function useSession(): TSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
