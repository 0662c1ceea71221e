import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionUser, logOut, type SessionUser } from '../account-api';

const STORAGE_KEY = 'odf.user';

type SessionState =
  { status: 'checking'; user: null } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; user: null };

interface SessionContextValue {
  status: SessionState['status'];
  user: SessionUser | null;
  /** After a successful login. */
  signedIn(user: SessionUser): void;
  /** Logs out on the server (errors ignored, spec §8) and clears the stored user. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function store(user: SessionUser | null): void {
  try {
    if (user) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage may be off; the server session still decides */
  }
}

/**
 * Spec §4 Session: on load the console asks the server for the auth status; OK stores the user
 * (in session storage) and marks it signed in, anything else clears both. It asks on every load,
 * not only when a user is stored, so a second tab of a signed-in browser is signed in too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking', user: null });

  useEffect(() => {
    let live = true;
    void fetchSessionUser().then((user) => {
      if (!live) return;
      store(user);
      setState(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
    });
    return () => {
      live = false;
    };
  }, []);

  const signedIn = useCallback((user: SessionUser) => {
    store(user);
    setState({ status: 'signed-in', user });
  }, []);

  const signOut = useCallback(async () => {
    await logOut().catch(() => undefined);
    store(null);
    setState({ status: 'signed-out', user: null });
  }, []);

  const value = useMemo(() => ({ status: state.status, user: state.user, signedIn, signOut }), [state, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider (StaffShell provides it)');
  return value;
}
