import type { CurrentUser, LessonView } from '@kalam/core/api';
import { Governorate, Role } from '@kalam/core/enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../src/app/router';
import { ToastProvider } from '../src/components/toast';
import { startSession } from '../src/lib/session';

/** Renders a screen at a path with a fresh query client. */
export function renderAt(element: ReactNode, { path = '/', url }: { path?: string; url?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url ?? path] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** fetch answering JSON by path; records calls. */
export function mockFetch(answer: (url: URL, init: RequestInit) => { status?: number; body: unknown }) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://kalam.test');
    calls.push({ url, init });
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** The whole app (layouts, every route) at a URL. */
export function renderApp(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A signed-in account as the API describes it: a verified student unless told otherwise. */
/** A tutor who wrote none of the profile details of decision 032. */
export const NO_DETAILS = { nameAr: null, nameLatin: null, languages: [], yearsTeaching: null, certificates: [] };
/** …and whom the profile computes nothing for yet. */
export const NO_CARD_DETAILS = { ...NO_DETAILS, studentsTaught: 0, newTutor: false };

export const accountOf = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 12,
  name: 'منى أحمد',
  email: 'mona@example.com',
  role: Role.Student,
  verified: true,
  hasPassword: true,
  image: null,
  gender: 'female',
  birthYear: 1998,
  phone: '01012345678',
  phoneVerified: true,
  city: Governorate.Cairo,
  creditScore: 0,
  notifications: null,
  timeZone: 'Africa/Cairo',
  deactivated: false,
  tutor: null,
  ...over,
});

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** Signs `user` in with an unexpired token (the signature is the server's business). */
export const signInAs = (user: CurrentUser) =>
  startSession({ token: `h.${b64url({ id: user.id, iat: 0, exp: Math.floor(Date.now() / 1000) + 7 * 86_400 })}.s`, user }, false);

/** A lesson tomorrow between the student 12 and the tutor 7. */
export const lessonOf = (over: Partial<LessonView> = {}): LessonView => ({
  id: 5,
  tutor: { id: 7, name: 'أحمد علي', displayName: 'أحمد علي', image: null, role: Role.Tutor, gender: 'male' },
  student: { id: 12, name: 'منى أحمد', displayName: 'منى أحمد', image: null, role: Role.Student, gender: 'female' },
  start: Date.now() + 86_400_000,
  duration: 30,
  price: 7_500,
  cover: 'free',
  status: 'pending',
  canceledAt: null,
  canceledBy: null,
  rebookedFrom: null,
  createdAt: Date.now() - 86_400_000,
  changeableUntil: Date.now() + 43_200_000,
  ...over,
});
