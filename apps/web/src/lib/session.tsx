import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import type { calls } from '@mise/contracts/calls';
import type { TCallAnswer } from '@mise/contracts/common/call';
import { ApiError, onSessionSignal } from './api-client';
import { client } from './client';

/** GET /api/users/me. */
export type TSessionUser = TCallAnswer<typeof calls.session.me>;

export type TSessionStatus = 'checking' | 'signed-in' | 'signed-out';

/** GET /api/users/me/two-factor: whether the staff member has two-factor sign-in on, and whether REQUIRE_2FA is set. */
export type TTwoFactorState = { enabled: boolean; required: boolean; recoveryCodesLeft?: number };
/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export type TSecondFactor = { code?: string; recoveryCode?: string };

export type TSession = {
  status: TSessionStatus;
  user: TSessionUser | null;
  /** Known with the user; `required && !enabled` keeps the console closed until enrolment (REQUIRE_2FA). */
  twoFactor: TTwoFactorState | null;
  /** After an enrolment is done (or two-factor sign-in turned off): the guards follow the new state. */
  setTwoFactor: (state: TTwoFactorState) => void;
  /**
   * Logs in (the server sets the cookie), then reads the signed-in user. Rejects with ApiError; for a staff member with
   * two-factor sign-in and no (or a wrong) code, one that `isSecondFactorNeeded` recognises.
   */
  signIn: (email: string, password: string, secondFactor?: TSecondFactor) => Promise<void>;
  /** Logs out on the server (best effort), forgets the user and cached data, and goes to '/'. */
  signOut: () => Promise<void>;
};

const SessionContext = createContext<TSession | null>(null);

/** Every signed-in user is an administrator (part 1 §6). */
function toSessionUser(me: Partial<TSessionUser> & Pick<TSessionUser, 'id'>, fallbackEmail = ''): TSessionUser {
  return {
    id: me.id,
    email: me.email ?? fallbackEmail,
    name: me.name ?? null,
    roles: me.roles?.length ? me.roles : ['ADMIN'],
  };
}

/** The login's 401 that asks for the second step (sent only after a right password). */
export function isSecondFactorNeeded(error: unknown): error is ApiError {
  const details = (error instanceof ApiError && error.status === 401 ? error.body : undefined) as
    { error?: { details?: { twoFactor?: boolean } } } | undefined;
  return details?.error?.details?.twoFactor === true;
}

/** Asked beside users/me; a server that cannot say is taken as "not required, not on". */
function loadTwoFactor(signal?: AbortSignal): Promise<TTwoFactorState> {
  return client.session.twoFactor({ signal }).catch(() => ({ enabled: false, required: false }));
}

/**
 * Session bootstrap (part 1 §4): on start asks the session probe (GET /api/session), which names the staff member when
 * there is a session.
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
  const [twoFactor, setTwoFactor] = useState<TTwoFactorState | null>(null);

  // Cached data goes with the dashboard shell, which unmounts when the session ends.
  const forget = useCallback(() => {
    setUser(null);
    setTwoFactor(null);
    setStatus('signed-out');
  }, []);

  useEffect(
    () =>
      onSessionSignal('unauthorized', () => {
        forget();
        if (window.location.pathname !== '/') navigate('/');
      }),
    [forget, navigate],
  );

  // REQUIRE_2FA turned on, or this staff member's second factor removed elsewhere, while the console is open: the
  // guards take them to set-up as soon as the server says so, instead of leaving every call failing.
  useEffect(
    () =>
      onSessionSignal('two-factor-setup', () =>
        setTwoFactor((state) => ({ ...state, enabled: false, required: true })),
      ),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    // The public probe, not users/me: without a session it answers 200, so the sign-in page logs no 401 (issue 28 §7).
    client.session.probe({ signal: controller.signal }).then(
      (probe) => {
        if (probe.signedIn) {
          setUser(toSessionUser(probe.user));
          setTwoFactor(probe.twoFactor);
          setStatus('signed-in');
        } else {
          signedOutAtStart();
        }
      },
      () => {
        if (!controller.signal.aborted) signedOutAtStart();
      },
    );
    // No session, or any failure at start-up: the app goes to '/' (part 1 §2), whatever the path (so a signed-out
    // visitor never sees the 404 page either).
    function signedOutAtStart() {
      setUser(null);
      setStatus('signed-out');
      if (window.location.pathname !== '/') navigate('/');
    }
    return () => controller.abort();
  }, [navigate]);

  const signIn = useCallback(async (email: string, password: string, secondFactor: TSecondFactor = {}) => {
    // The answer's `id` is the token, which the app ignores (it lives in an HttpOnly cookie).
    const answer = await client.session.login({ body: { email, password, ...secondFactor } });
    let next = toSessionUser({ id: answer.userId }, email);
    const state = loadTwoFactor();
    try {
      next = toSessionUser(await client.session.me(), email);
    } catch (error) {
      // 401 right after a login means the cookie did not stick: that is a failed sign-in.
      if (error instanceof ApiError && error.status === 401) throw error;
      // Otherwise the login answer is enough to continue; /users/me is asked again on the next start.
    }
    setUser(next);
    setTwoFactor(await state);
    setStatus('signed-in');
  }, []);

  const signOut = useCallback(async () => {
    try {
      await client.session.logout();
    } catch {
      // Already signed out on the server (or unreachable): forget locally all the same.
    }
    forget();
    navigate('/');
  }, [forget, navigate]);

  const value = useMemo<TSession>(
    () => ({ status, user, twoFactor, setTwoFactor, signIn, signOut }),
    [status, user, twoFactor, signIn, signOut],
  );
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
