import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast';
import i18n from '../lib/i18n';
import { installSessionGuard, refreshIfExpiring } from '../lib/session';
import { SocketProvider } from '../lib/socket';

type Router = ReturnType<typeof createBrowserRouter>;
const inboxEvents = () => import('./inbox-events');

/** What every screen runs inside, in the browser and in the server render alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SocketProvider events={inboxEvents}>{children}</SocketProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The app around a router; `queryClient` arrives filled with what the server rendered, when it did. */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  useEffect(() => {
    // the page runs from here on (scripts and tests can tell a hydrated page from the server's HTML)
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    installSessionGuard((reason) => {
      queryClient.clear();
      void router.navigate(`/login?next=${encodeURIComponent(location.pathname)}${reason ? `&reason=${reason}` : ''}`);
    });
    void refreshIfExpiring();
    const timer = setInterval(() => void refreshIfExpiring(), 60 * 60 * 1000);
    return () => clearInterval(timer);
  }, [queryClient, router]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
