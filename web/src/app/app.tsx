import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast';
import i18n from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { installSessionGuard, refreshIfExpiring } from '../lib/session';
import { SocketProvider } from '../lib/socket';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    installSessionGuard(() => {
      queryClient.clear();
      void router.navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
    });
    void refreshIfExpiring();
    const timer = setInterval(() => void refreshIfExpiring(), 60 * 60 * 1000);
    return () => clearInterval(timer);
  }, [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SocketProvider>
            <RouterProvider router={router} />
          </SocketProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
