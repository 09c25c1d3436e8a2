import type { AuthResult } from '@kalam/core/api';
import { describe, expect, it } from 'vitest';
import { endSession, getSession, isExpired, refreshIfExpiring, startSession } from '../src/lib/session';
import { mockFetch } from './render';

const DAY = 86_400_000;
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenExpiringIn = (ms: number) => `h.${b64url({ id: 4, iat: 0, exp: Math.floor((Date.now() + ms) / 1000) })}.s`;
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
