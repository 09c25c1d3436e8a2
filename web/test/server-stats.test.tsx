import type { CurrentUser } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addReading, type ServerStatsReading } from '../src/features/server-stats/hooks/use-server-stats';
import { endSession, startSession } from '../src/lib/session';
import AdminServerStats from '../src/routes/admin/server-stats';
import { sockets, socketTo } from './fake-party-socket';
import { mockFetch, renderAt } from './render';

vi.mock('partysocket', () => import('./fake-party-socket'));

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function signIn(role: Role) {
  const user: CurrentUser = {
    id: 2,
    name: 'هالة',
    email: 'hala@example.com',
    role,
    verified: true,
    hasPassword: true,
    image: null,
    gender: 'female',
    birthYear: 1990,
    phone: null,
    phoneVerified: false,
    city: null,
    creditScore: 0,
    notifications: null,
    timeZone: 'Africa/Cairo',
    deactivated: false,
    tutor: null,
  };
  startSession({ token: `h.${b64url({ id: 2, iat: 0, exp: Math.floor(Date.now() / 1000) + 86_400 })}.s`, user }, false);
  mockFetch((url) => (url.pathname === '/api/v1/user/current' ? { body: user } : { status: 404, body: { code: 'not-found' } }));
}
const reading = (at: number, over: Partial<ServerStatsReading> = {}): ServerStatsReading => ({
  type: 'server-stats',
  at,
  requestsPerMinute: 1250,
  errorsPerMinute: 3,
  connectedUsers: 42,
  ...over,
});
const figure = async (name: string) => (await screen.findByRole('group', { name })).textContent;

afterEach(() => {
  endSession();
  sockets.length = 0;
});

describe('the admin server stats page', () => {
  it('waits for the first reading, then shows its figures in Arabic numerals', async () => {
    signIn(Role.RegularAdmin);
    renderAt(<AdminServerStats />, { path: '/admin/server-stats' });
    expect((await screen.findByRole('status')).textContent).toBe('في انتظار أول قراءة…');
    await waitFor(() => expect(socketTo('channel', 'server-stats')).toBeTruthy());
    act(() => socketTo('channel', 'server-stats')!.receive(reading(Date.now())));
    expect(await figure('الطلبات في الدقيقة')).toContain('١٬٢٥٠');
    expect(await figure('الأخطاء في الدقيقة')).toMatch(/٣.*٠٫٢٪\S* من الطلبات/);
    expect(await figure('المستخدمون المتصلون')).toContain('٤٢');
    expect(screen.queryByRole('status')).toBeNull();
    expect((await screen.findByRole('img')).getAttribute('aria-label')).toBe(
      'آخر قراءة — الطلبات في الدقيقة: ١٬٢٥٠، الأخطاء في الدقيقة: ٣',
    );

    // the next reading replaces the figures
    act(() =>
      socketTo('channel', 'server-stats')!.receive(
        reading(Date.now() + 5_000, { requestsPerMinute: 7, errorsPerMinute: 0, connectedUsers: 5 }),
      ),
    );
    await waitFor(async () => expect(await figure('الطلبات في الدقيقة')).toBe('الطلبات في الدقيقة٧'));
    expect(await figure('الأخطاء في الدقيقة')).toBe('الأخطاء في الدقيقة٠');
  });

  it('tells the studio the page is for admins and opens no socket', async () => {
    signIn(Role.Studio);
    renderAt(<AdminServerStats />, { path: '/admin/server-stats' });
    expect((await screen.findByTestId('admins-only')).textContent).toContain('هذه الصفحة للمشرفين فقط.');
    await new Promise((r) => setTimeout(r, 20));
    expect(sockets).toHaveLength(0);
  });

  it('keeps five minutes of readings in time order, each once', () => {
    let list: ServerStatsReading[] = [];
    for (const at of [10_000, 5_000, 10_000, 15_000]) list = addReading(list, reading(at));
    expect(list.map((r) => r.at)).toEqual([5_000, 10_000, 15_000]);
    list = addReading(list, reading(5 * 60_000 + 6_000));
    expect(list.map((r) => r.at)).toEqual([10_000, 15_000, 306_000]);
  });
});
