import type { RouteObject } from 'react-router';
import { Spinner } from '../components/spinner';
import { ErrorPage } from '../routes/error-page';
import NotFound from '../routes/not-found';
import { RootLayout } from './root-layout';

type Module = { default: React.ComponentType };
/** Route data the server renderer reads: which public page this is (its server side is web/src/ssr/pages/<page>.ts). */
export interface RouteHandle {
  page?: string;
}
/** Every screen loads lazily; the layout shows a spinner meanwhile. */
const page = (load: () => Promise<Module>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
/** A public page: rendered with its first screen by the server (its name is its route module's and its server file's). */
const publicPage = (name: string, load: () => Promise<Module>): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { page: name } satisfies RouteHandle,
  ...page(load),
});
// The error page already carries the not-found screen in the first bundle, so this one needs no chunk of its own.
const notFound: Pick<RouteObject, 'lazy'> = { lazy: async () => ({ Component: NotFound }) };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, ...publicPage('landing', () => import('../routes/landing')) },
      // public marketing paths
      { path: 'tutor', ...publicPage('become-tutor', () => import('../routes/become-tutor')) },
      { path: 'terms', ...publicPage('terms', () => import('../routes/terms')) },
      { path: 'privacy', ...publicPage('privacy', () => import('../routes/privacy')) },
      { path: 'pricing', ...publicPage('pricing', () => import('../routes/pricing')) },
      { path: 'faq', ...publicPage('faq', () => import('../routes/faq')) },
      { path: 'faq/:role', ...publicPage('faq', () => import('../routes/faq')) },
      { path: 'contact', ...publicPage('contact', () => import('../routes/contact')) },
      { path: 'method', ...publicPage('method', () => import('../routes/method')) },
      { path: 'api/docs', ...page(() => import('../routes/api-docs')) },
      { path: 'url/:name', ...page(() => import('../routes/short-url')) },
      { path: 'tutors', ...publicPage('tutors', () => import('../routes/tutors')) },
      { path: 'login', ...page(() => import('../routes/login')) },
      { path: 'register/:role', ...page(() => import('../routes/register')) },
      { path: 'verify-email', ...page(() => import('../routes/verify-email')) },
      { path: 'forget-password', ...page(() => import('../routes/forget-password')) },
      { path: 'reset-password', ...page(() => import('../routes/reset-password')) },
      { path: 'complete-profile', ...page(() => import('../routes/complete-profile')) },
      { path: 's/settings', ...page(() => import('../routes/settings')) },
      { path: 't/settings', ...page(() => import('../routes/settings')) },
      { path: 'dev/mailbox', ...page(() => import('../routes/dev-mailbox')) },
      { path: 't/:id', ...publicPage('tutor-profile', () => import('../routes/tutor-profile')) },
      { path: 'upcoming-lessons', ...page(() => import('../routes/upcoming-lessons')) },
      { path: 'schedule-management', ...page(() => import('../routes/schedule-management')) },
      { path: 'lessons-schedule', ...page(() => import('../routes/lessons-schedule')) },
      { path: 's/dashboard', ...page(() => import('../routes/student-dashboard')) },
      { path: 't/dashboard', ...page(() => import('../routes/tutor-dashboard')) },
      { path: 'subscription', ...page(() => import('../routes/subscription')) },
      { path: 'checkout/:planId/:period', ...page(() => import('../routes/checkout')) },
      { path: 'card-added', ...page(() => import('../routes/card-added')) },
      { path: 'payments', ...page(() => import('../routes/payments')) },
      { path: 'invoices', ...page(() => import('../routes/invoices')) },
      { path: 'chat', ...page(() => import('../routes/chat')) },
      { path: 'session', ...page(() => import('../routes/session')) },
      { path: 'lesson/:id', ...page(() => import('../routes/lesson')) },
      { path: 'lesson/:id/recap', ...page(() => import('../routes/lesson-recap')) },
      { path: 'practice', ...page(() => import('../routes/practice')) },
      { path: 'progress', ...page(() => import('../routes/progress')) },
      { path: 'interviews', ...page(() => import('../routes/interviews')) },
      { path: 'tutor/onboarding', ...page(() => import('../routes/tutor-onboarding')) },
      { path: 'tutor/preview', ...page(() => import('../routes/tutor-preview')) },
      { path: 'reports', ...page(() => import('../routes/reports')) },
      { path: 'profile', ...page(() => import('../routes/profile')) },
      { path: 'dev/crash', ...page(() => import('../routes/dev-crash')) },
      { path: '*', ...notFound },
    ],
  },
  {
    path: '/admin',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Spinner />,
    lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
    children: [
      { path: 'invoices', ...page(() => import('../routes/admin/invoices')) },
      { path: 'interviews', ...page(() => import('../routes/admin/interviews')) },
      { path: 'server-stats', ...page(() => import('../routes/admin/server-stats')) },
      { index: true, ...page(() => import('../routes/admin/overview')) },
      { path: 'users', ...page(() => import('../routes/admin/users')) },
      { path: 'user/:id', ...page(() => import('../routes/admin/user')) },
      { path: 'tutor/:id', ...page(() => import('../routes/admin/tutor')) },
      { path: 'chat', ...page(() => import('../routes/admin/chat')) },
      { path: 'lessons', ...page(() => import('../routes/admin/lessons')) },
      { path: 'payments', ...page(() => import('../routes/admin/payments')) },
      { path: 'plans', ...page(() => import('../routes/admin/plans')) },
      // the admin's own account and email confirmation are the main app's screens, inside the admin layout
      { path: 'user-settings', ...page(() => import('../routes/settings')) },
      { path: 'verify-email', ...page(() => import('../routes/verify-email')) },
      { path: 'topics', ...page(() => import('../routes/admin/topics')) },
      { path: 'reports', ...page(() => import('../routes/admin/reports')) },
      { path: 'feedback', ...page(() => import('../routes/admin/feedback')) },
      { path: 'platform-settings', ...page(() => import('../routes/admin/platform-settings')) },
      { path: 'photo-sessions', ...page(() => import('../routes/admin/photo-sessions')) },
      { path: 'photo-session/:tutorId', ...page(() => import('../routes/admin/photo-session')) },
      { path: 'media', ...page(() => import('../routes/admin/media')) },
      // the layout shows the sign-in form itself here, before any admin check
      { path: 'login', ...page(() => import('../routes/login')) },
      { path: '*', ...notFound },
    ],
  },
];
