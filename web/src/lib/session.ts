import type { AuthResult, CurrentUser, TokenPayload } from '@kalam/core/api';
import { STORAGE_KEYS, TOKEN_REFRESH_THRESHOLD_DAYS } from '@kalam/core/constants';
import { useSyncExternalStore } from 'react';
import { api, setAuthFailureHandler } from './api';
import { tokenStore } from './token-store';

// The signed-in user and token: in memory, persisted locally with "remember me", else for this tab's session.
export interface Session {
  user: CurrentUser | null;
  token: string | null;
}

const listeners = new Set<() => void>();
// Declared functions below are hoisted, so reading storage here is safe.
let session: Session = load();

function load(): Session {
  const token = tokenStore.get();
  if (!token || isExpired(token)) return { user: null, token: null };
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user) ?? sessionStorage.getItem(STORAGE_KEYS.user);
    return { token, user: raw ? (JSON.parse(raw) as CurrentUser) : null };
  } catch {
    return { token, user: null };
  }
}

function emit(next: Session) {
  session = next;
  listeners.forEach((l) => l());
}

/** The token's payload; the signature is the server's business. */
export function tokenPayload(token: string): TokenPayload | null {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(part)) as TokenPayload;
  } catch {
    return null;
  }
}

export function isExpired(token: string, now = Date.now()): boolean {
  return (tokenPayload(token)?.exp ?? 0) * 1000 <= now;
}

export function startSession(result: AuthResult, remember: boolean) {
  tokenStore.set(result.token, remember);
  try {
    (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.user, JSON.stringify(result.user));
  } catch {
    /* memory only */
  }
  refreshState = 'idle';
  emit({ user: result.user, token: result.token });
}

export function updateSessionUser(user: CurrentUser) {
  const remembered = localStorage.getItem(STORAGE_KEYS.token) !== null;
  try {
    (remembered ? localStorage : sessionStorage).setItem(STORAGE_KEYS.user, JSON.stringify(user));
  } catch {
    /* memory only */
  }
  emit({ ...session, user });
}

/** Logout clears the stored user and token. */
export function endSession() {
  tokenStore.clear();
  emit({ user: null, token: null });
}

/**
 * Signing out by choice, first step: the stored sign-in goes at once (a reload or another tab is signed out); this page's
 * ends with `endSession` once the screen being left is gone, so it never sees itself signed out and sends to sign-in.
 */
export const forgetStoredSession = () => tokenStore.forgetStored();
/** The history state of the page a sign-out goes to; the root layout ends the session once that page shows. */
export const SIGNING_OUT = { signingOut: true } as const;
export const isSigningOut = (state: unknown) => (state as Partial<typeof SIGNING_OUT> | null)?.signingOut === true;

export const getSession = () => session;

const signedOut: Session = { user: null, token: null };

/** The server renders every page signed out, and so does hydration; the stored sign-in shows right after. */
export function useSession(): Session {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => session,
    () => signedOut,
  );
}

// Refresh when two days or less remain: once, never while one is pending or after one failed.
let refreshState: 'idle' | 'pending' | 'failed' = 'idle';
export async function refreshIfExpiring(now = Date.now()): Promise<void> {
  const { token } = session;
  if (!token || refreshState !== 'idle') return;
  const exp = (tokenPayload(token)?.exp ?? 0) * 1000;
  if (exp <= now) return endSession();
  if (exp - now > TOKEN_REFRESH_THRESHOLD_DAYS * 86_400_000) return;
  refreshState = 'pending';
  try {
    const result = await api.post('/auth/refresh-token');
    startSession(result, localStorage.getItem(STORAGE_KEYS.token) !== null);
  } catch {
    refreshState = 'failed';
  }
}

let signOutHere: ((reason?: 'suspended') => void) | undefined;

/** A 401 or `forbidden` from the API ends the session; the app then shows the sign-in page. */
export function installSessionGuard(onSignedOut: (reason?: 'suspended') => void) {
  signOutHere = (reason?: 'suspended') => {
    if (!session.token) return;
    endSession();
    onSignedOut(reason);
  };
  setAuthFailureHandler(() => signOutHere?.());
}

/** The server ended these sign-ins (a password reset, the devices list): if this tab's is one, it signs out now. */
export function signInsEnded(signInIds: number[], reason?: 'suspended') {
  const current = session.token ? tokenPayload(session.token)?.sid : undefined;
  if (current !== undefined && signInIds.includes(current)) signOutHere?.(reason);
}

// Another tab of a remembered sign-in refreshed its token (the old one stops working) or signed out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.token || e.storageArea !== localStorage || !session.token || e.oldValue !== session.token) return;
    if (!e.newValue) return endSession();
    tokenStore.set(e.newValue, true);
    emit({ ...session, token: e.newValue });
  });
}
