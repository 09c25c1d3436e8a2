import type { CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellLinksFor } from '../src/app/shell-links';
import { worksInApp } from '../src/features/auth/home-for';
import { endSession, getSession } from '../src/lib/session';
import { accountOf, lessonOf, mockFetch, NO_DETAILS, renderApp, signInAs } from './render';

const account = accountOf;
const signIn = signInAs;
const tutor = (activated: boolean) =>
  account({ role: Role.Tutor, tutor: { bio: 'مدرس', about: 'عن', activated, noticeMinutes: 60, ...NO_DETAILS } });

const lesson = lessonOf({ id: 3 });

/** An API with nothing in it but the signed-in account, one lesson and the unread count. */
const api = (unread: number, user?: CurrentUser) =>
  mockFetch((url) => {
    if (url.pathname === '/api/v1/lesson/3') return { body: lesson };
    if (url.pathname.startsWith('/api/v1/user')) return { body: user };
    if (url.pathname === '/api/v1/chat/unread') return { body: { unread } };
    if (url.pathname.endsWith('/notification/list')) return { body: { list: [], total: 0, unread: 0 } };
    return { body: { list: [], total: 0 } };
  });

afterEach(() => endSession());

describe('signed-in destinations by role', () => {
  const tabs = (user: CurrentUser) =>
    shellLinksFor(user)
      ?.filter((l) => l.tab)
      .map((l) => l.to);
  const header = (user: CurrentUser) =>
    shellLinksFor(user)
      ?.filter((l) => l.header)
      .map((l) => l.to);

  it('gives a student lessons, calendar, messages, plan and settings in the tab bar, and finding tutors and word practice in the header', () => {
    expect(tabs(account())).toEqual(['/upcoming-lessons', '/lessons-schedule', '/chat', '/subscription', '/s/settings']);
    expect(header(account())).toEqual(['/tutors', '/upcoming-lessons', '/lessons-schedule', '/practice', '/chat', '/subscription']);
  });

  it('gives a working tutor their tools instead of the marketing links, and an applicant their application', () => {
    expect(tabs(tutor(true))).toEqual(['/upcoming-lessons', '/lessons-schedule', '/chat', '/invoices', '/t/settings']);
    expect(header(tutor(true))).toContain('/schedule-management');
    expect(header(tutor(true))).not.toContain('/pricing');
    expect(tabs(tutor(false))).toEqual(['/tutor/onboarding', '/chat', '/t/settings']);
  });

  it('gives an interviewer their interviews and interview hours; admins keep the admin area', () => {
    expect(tabs(account({ role: Role.TutorManager }))).toEqual(['/interviews', '/schedule-management', '/chat', '/t/settings']);
    expect(shellLinksFor(account({ role: Role.RegularAdmin }))).toBeNull();
  });

  it('gives links to exactly the roles whose home is in the main app, which the header decides its layout by', () => {
    for (const role of Object.values(Role)) expect(shellLinksFor(account({ role })) !== null).toBe(worksInApp(role));
  });
});

describe('the app shell', () => {
  it('shows a signed-in student the tab bar with the unread count and the current tab marked', async () => {
    signIn(account());
    api(3, account());
    renderApp('/upcoming-lessons');
    const bar = await screen.findByRole('navigation', { name: 'أقسام حسابي' });
    await waitFor(() => expect(within(bar).getByRole('link', { name: /الرسائل/ }).textContent).toContain('٣'));
    expect(within(bar).getByRole('link', { name: /الرسائل/ }).textContent).toContain('٣ رسائل غير مقروءة');
    expect(within(bar).getByRole('link', { name: 'دروسي' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'التقويم' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives a visitor sign-in inside the phone menu, and closes the menu on Escape with focus back on its button', async () => {
    api(0);
    const router = renderApp('/faq');
    const button = await screen.findByRole('button', { name: 'القائمة' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(menu).getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(within(menu).getByRole('link', { name: 'الأسعار' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    // the menu closes once the new page has rendered (its route loads lazily): wait for it as the visitor would
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('signs out from the lesson page to the home page, not to sign-in', async () => {
    signIn(account());
    api(0, account());
    const router = renderApp('/lesson/3');
    fireEvent.click(await screen.findByRole('button', { name: /قائمة الحساب/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await waitFor(() => expect(getSession().user).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
