import type { AuthResult } from '@kalam/core/api';
import { describe, expect, it } from 'vitest';
import { endSession, getSession, installSessionGuard, isExpired, refreshIfExpiring, signInsEnded, startSession } from '../src/lib/session';
import { mockFetch } from './render';

const DAY = 86_400_000;
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenExpiringIn = (ms: number, sid = 9) => `h.${b64url({ id: 4, sid, gen: 1, iat: 0, exp: Math.floor((Date.now() + ms) / 1000) })}.s`;
const user = { id: 4, name: 'Mona', email: 'm@x.io', role: 4 } as AuthResult['user'];

describe('the session', () => {
  it('persists the user and token locally with remember, and logout clears both', () => {
    startSession({ user, token: tokenExpiringIn(5 * DAY) }, true);
    expect(localStorage.getItem('kalam.user')).toContain('Mona');
    expect(getSession().user?.name).toBe('Mona');
    endSession();
    expect(localStorage.getItem('kalam.user')).toBeNull();
    expect(localStorage.getItem('kalam.token')).toBeNull();
    expect(getSession()).toEqual({ user: null, token: null });
  });

  it('knows an expired token', () => {
    expect(isExpired(tokenExpiringIn(-1000))).toBe(true);
    expect(isExpired(tokenExpiringIn(60_000))).toBe(false);
  });

  it('refreshes once when two days or less remain, not before, and not again after a failure', async () => {
    startSession({ user, token: tokenExpiringIn(3 * DAY) }, true);
    const calls = mockFetch(() => ({ status: 500, body: { code: 'unexpected' } }));
    await refreshIfExpiring();
    expect(calls).toHaveLength(0); // three days left: nothing to do
    startSession({ user, token: tokenExpiringIn(DAY) }, true);
    await Promise.all([refreshIfExpiring(), refreshIfExpiring()]);
    expect(calls).toHaveLength(1); // one request even when asked twice
    await refreshIfExpiring();
    expect(calls).toHaveLength(1); // it failed: no retry loop

    const fresh = tokenExpiringIn(7 * DAY);
    startSession({ user, token: tokenExpiringIn(DAY) }, true);
    const ok = mockFetch(() => ({ body: { user, token: fresh } }));
    await refreshIfExpiring();
    expect(ok).toHaveLength(1);
    expect(getSession().token).toBe(fresh);
    endSession();
  });
});

describe('sign-ins ended elsewhere', () => {
  it('sign this tab out when the server names its sign-in, and leave it signed in for another', () => {
    let signedOut = 0;
    installSessionGuard(() => signedOut++);
    startSession({ user, token: tokenExpiringIn(5 * DAY, 9) }, true);
    signInsEnded([3, 8]);
    expect(getSession().user?.name).toBe('Mona');
    expect(signedOut).toBe(0);
    signInsEnded([8, 9]);
    expect(getSession()).toEqual({ user: null, token: null });
    expect(signedOut).toBe(1);
  });

  it('follow another tab of a remembered sign-in that refreshed its token', () => {
    const old = tokenExpiringIn(DAY, 9);
    startSession({ user, token: old }, true);
    const fresh = tokenExpiringIn(7 * DAY, 9);
    localStorage.setItem('kalam.token', fresh);
    window.dispatchEvent(new StorageEvent('storage', { key: 'kalam.token', oldValue: old, newValue: fresh, storageArea: localStorage }));
    expect(getSession().token).toBe(fresh);
    endSession();
  });
});

describe('a page load with a stored session', () => {
  it('restores the user and token when the module first loads', async () => {
    const { vi } = await import('vitest');
    const token = tokenExpiringIn(5 * DAY);
    localStorage.setItem('kalam.token', token);
    localStorage.setItem('kalam.user', JSON.stringify(user));
    vi.resetModules();
    const fresh = await import('../src/lib/session');
    expect(fresh.getSession()).toEqual({ token, user });
  });
});
