import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { routes } from '../src/app/router';
import { logText } from '../src/lib/log';
import { mockFetch, renderApp } from './render';

const mainRoutes = [
  '/',
  '/login',
  '/register/student',
  '/complete-profile',
  '/forget-password',
  '/reset-password',
  '/verify-email',
  '/tutors',
  '/t/7',
  '/subscription',
  '/checkout/1/0',
  '/card-added',
  '/payments',
  '/s/dashboard',
  '/t/dashboard',
  '/lessons-schedule',
  '/schedule-management',
  '/upcoming-lessons',
  '/lesson/3',
  '/session',
  '/chat',
  '/s/settings',
  '/t/settings',
  '/invoices',
  '/interviews',
  '/profile',
  '/tutor/onboarding',
  '/reports',
];
const publicRoutes = ['/tutor', '/terms', '/privacy', '/pricing', '/faq', '/faq/tutor', '/contact', '/url/sfb', '/method'];
const adminRoutes = [
  '/admin',
  '/admin/invoices',
  '/admin/media',
  '/admin/login',
  '/admin/plans',
  '/admin/users',
  '/admin/user/5',
  '/admin/interviews',
  '/admin/lessons',
  '/admin/server-stats',
  '/admin/platform-settings',
  '/admin/topics',
  '/admin/verify-email',
  '/admin/user-settings',
  '/admin/photo-session/9',
  '/admin/photo-sessions',
  '/admin/tutor/9',
  '/admin/reports',
];

describe('the router', () => {
  it.each([...mainRoutes, ...publicRoutes, ...adminRoutes])('registers %s as a lazily loaded screen', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(leaf!.path).not.toBe('*');
    expect(leaf!.lazy).toBeTypeOf('function');
  });

  it('shows the Arabic not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كلام' })).toBeTruthy(); // inside the root layout, header included
  });

  it('sends a visitor of /profile to sign in first, and back afterwards', async () => {
    const router = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('sends a visitor of the admin area to its sign-in page', async () => {
    const router = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('the developer crash route and the error page', () => {
  it('is a not-found page for everyone but developers', async () => {
    renderApp('/dev/crash');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows the Arabic error page and saves the log as a text file', async () => {
    localStorage.setItem('kalam.dev', '1');
    const reported: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args) => void reported.push(args)); // React reports the caught crash
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:log'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    renderApp('/dev/crash');
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'حدث خطأ غير متوقع' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة للرئيسية' }).getAttribute('href')).toBe('/');
    // the page records the crash once it is on screen (an effect): a person's click comes after that, so the test's does too
    await waitFor(() => expect(logText()).toMatch(/Deliberate render crash/));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ السجل' }));

    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toMatch(/^kalam-log-.*\.txt$/);
    const log = await blobs[0]!.text();
    expect(log).toMatch(/Deliberate render crash/);
    expect(reported.length).toBeGreaterThan(0);
  });
});

describe('short links for social sources', () => {
  it('remembers a known source for the contact form and goes home', async () => {
    mockFetch(() => ({ body: { list: [], total: 0 } }));
    const router = renderApp('/url/sig');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('kalam.contactSource')).toBe('sig');
  });

  it('treats an unknown name as not found', async () => {
    renderApp('/url/myspace');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(localStorage.getItem('kalam.contactSource')).toBeNull();
  });
});

/** The frame would load the whole app a second time; here it gets an empty page instead. */
function servePhoneFrameBlank() {
  const { settings } = (window as unknown as { happyDOM: { settings: HappySettings } }).happyDOM;
  const before = { enable: settings.enableIframePageLoading, interceptor: settings.fetch.interceptor };
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async () => new Response('<!doctype html><title></title>', { headers: { 'content-type': 'text/html' } }),
  };
  onTestFinished(() => {
    settings.enableIframePageLoading = before.enable;
    settings.fetch.interceptor = before.interceptor;
  });
}
interface HappySettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: unknown };
}

describe('the phone simulation', () => {
  it('hides its footer toggle from everyone but developers', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('محاكاة الهاتف')).toBeNull();
  });

  it('renders the app in a 390-px phone frame once a developer turns it on', async () => {
    localStorage.setItem('kalam.dev', '1');
    servePhoneFrameBlank();
    renderApp('/terms');
    fireEvent.click(await screen.findByLabelText('محاكاة الهاتف'));
    const frame = await screen.findByTestId('phone-frame');
    expect(localStorage.getItem('kalam.simulatePhone')).toBe('1');
    const phone = frame.querySelector('iframe')!;
    expect(phone.className).toMatch(/w-\[390px\]/);
    expect(phone.getAttribute('src')).toBe('/terms');
  });
});
