import type { CurrentUser, TutorCard, TutorInfo } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tutorsCacheBatch } from '../src/features/tutors/hooks/use-tutors-cache';
import { endSession, startSession } from '../src/lib/session';
import TutorProfile from '../src/routes/tutor-profile';
import Tutors from '../src/routes/tutors';
import { sockets, socketTo } from './fake-party-socket';
import { mockFetch, NO_CARD_DETAILS, renderAt } from './render';

vi.mock('partysocket', () => import('./fake-party-socket'));

const card = (id: number): TutorCard => ({
  id,
  name: `مدرس ${id}`,
  image: null,
  gender: 'female',
  bio: 'مدرسة محادثة للمبتدئين',
  about: '',
  rating: { avg: 4.5, count: 3 },
  lessonsTaught: 12,
  topics: [],
  nextFreeTime: null,
  planFrom: 60_000,
  ...NO_CARD_DETAILS,
});
const info = (id: number): TutorInfo => ({
  ...card(id),
  about: 'أدرّس الإنجليزية.',
  video: null,
  thumbnail: null,
  noticeMinutes: 0,
  joinedAt: 0,
  replyMinutes: null,
});

/** The API a tutors screen calls; returns the calls made, by path. */
function api() {
  const calls = mockFetch((url) => {
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/topic/list') return { body: { list: [], total: 0 } };
    if (path === '/user/tutor/list/onboarded') return { body: { list: [card(7), card(9)], total: 2 } };
    if (path.startsWith('/user/tutor/info/')) return { body: info(Number(path.split('/').pop())) };
    if (path.startsWith('/rating/list/tutor/')) return { body: { list: [], total: 0 } };
    if (path === '/availability-slot')
      return { body: { tutorId: 7, noticeMinutes: 0, from: 0, to: 0, bookable: [], schedules: null, slots: null } };
    return { status: 404, body: { code: 'not-found' } };
  });
  return (path: string) => calls.filter((c) => c.url.pathname === `/api/v1${path}`).length;
}
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = () =>
  startSession(
    {
      token: `h.${b64url({ id: 4, iat: 0, exp: Math.floor(Date.now() / 1000) + 86_400 })}.s`,
      user: {
        id: 4,
        name: 'منى',
        email: 'm@x.io',
        role: Role.Student,
        verified: true,
        hasPassword: true,
        image: null,
        gender: null,
        birthYear: null,
        phone: null,
        phoneVerified: false,
        city: null,
        creditScore: 0,
        notifications: null,
        tutor: null,
      } as CurrentUser,
    },
    false,
  );
const channel = async () => {
  await waitFor(() => expect(socketTo('channel', 'tutors-cache')).toBeTruthy());
  return socketTo('channel', 'tutors-cache')!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  endSession();
  sockets.length = 0;
});

// real timers and the real 1 s batch window: bounded waits generous enough for a loaded machine
describe('tutor screens follow the tutors-cache channel', () => {
  it('opens no socket for a visitor who is not signed in', async () => {
    const count = api();
    renderAt(<Tutors />, { path: '/tutors' });
    await waitFor(() => expect(screen.getAllByTestId('tutor-card')).toHaveLength(2));
    await sleep(20);
    expect(sockets).toHaveLength(0);
    expect(count('/user/tutor/list/onboarded')).toBe(1);
  });

  it('refetches the list once for a burst of tutors-cache-updated events', async () => {
    signIn();
    const count = api();
    renderAt(<Tutors />, { path: '/tutors' });
    await waitFor(() => expect(screen.getAllByTestId('tutor-card')).toHaveLength(2));
    const socket = await channel();
    act(() => {
      socket.receive({ type: 'tutor-updated', tutorId: 7 });
      socket.receive({ type: 'tutors-cache-updated' });
      socket.receive({ type: 'tutor-updated', tutorId: 9 });
      socket.receive({ type: 'tutors-cache-updated' });
    });
    await sleep(300);
    expect(count('/user/tutor/list/onboarded')).toBe(1);
    await waitFor(() => expect(count('/user/tutor/list/onboarded')).toBe(2));
    await sleep(1_200);
    expect(count('/user/tutor/list/onboarded')).toBe(2);
  });

  it('refetches the profile and bookable times on that tutor’s tutor-updated, not on another’s', async () => {
    signIn();
    const count = api();
    renderAt(<TutorProfile />, { path: '/t/:id', url: '/t/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مدرس 7' })).toBeTruthy();
    await waitFor(() => expect(count('/availability-slot')).toBeGreaterThan(0));
    const socket = await channel();
    const availability = count('/availability-slot');
    act(() => socket.receive({ type: 'tutor-updated', tutorId: 9 }));
    await sleep(1_300);
    expect(count('/user/tutor/info/7')).toBe(1);
    act(() => socket.receive({ type: 'tutor-updated', tutorId: 7 }));
    await waitFor(() => expect(count('/user/tutor/info/7')).toBe(2));
    await waitFor(() => expect(count('/availability-slot')).toBeGreaterThan(availability));
    expect(count('/user/tutor/info/9')).toBe(0);
  });

  it('invalidates each key once per batch and nothing for other events', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
      const batch = tutorsCacheBatch(client, 1_000);
      batch.add({ type: 'typing', roomId: 1, userId: 2, typing: true });
      batch.add({ type: 'tutor-updated', tutorId: 7 });
      batch.add({ type: 'tutors-cache-updated' });
      vi.advanceTimersByTime(600);
      batch.add({ type: 'tutor-updated', tutorId: 7 });
      batch.add({ type: 'tutors-cache-updated' });
      expect(invalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(400);
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['tutor', 'info', 7], ['availability', 7], ['tutors']]);
      vi.advanceTimersByTime(5_000);
      expect(invalidate).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
