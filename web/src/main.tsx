import './app/fonts.css';
import 'virtual:uno.css';
import './app/base.css';
import './lib/i18n';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { installLogCapture } from './lib/log';
import { createQueryClient } from './lib/query-client';
import { notThereFrom, SERVER_STATE_ID } from './ssr/state';

installLogCapture();
const container = document.getElementById('root') ?? document.body;
const queryClient = createQueryClient();
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;

// The matched screens load before the first render, so it shows the page (the server's, when it sent one), not a spinner.
async function start() {
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} />
    </StrictMode>
  );
  if (!serverState) return void createRoot(container).render(app);
  // The server's answers count as fetched now: the edge cache drops pages as soon as the data behind them changes.
  // A refusal (a tutor who is not listed) stays one, so the same not-found screen hydrates; mounting asks again, with the
  // visitor's sign-in, which may see more (an admin sees a deactivated tutor).
  for (const { queryKey, state } of (JSON.parse(serverState) as DehydratedState).queries) {
    if (state.status === 'error')
      queryClient.getQueryCache().build(queryClient, { queryKey }, { ...state, error: notThereFrom(state.error), fetchStatus: 'idle' });
    else queryClient.setQueryData(queryKey, state.data);
  }
  // as a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for the
  // whole page: the server's screen stays responsive (a tap in between is replayed once its part is hydrated)
  startTransition(() => void hydrateRoot(container, app));
}
// no top-level await: it would split the modules the entry shares with screens into chunks of their own
void start();
