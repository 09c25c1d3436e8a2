import { AsyncLocalStorage } from 'node:async_hooks';
import pageScripts from 'virtual:page-scripts';
import type { RenderInput, RenderPage, RenderResult } from '@kalam/core/pages';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { type RouteHandle, routes } from '../app/router';
import { setApiTransport } from '../lib/api';
import { addTranslations } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import meta from '../locales/ar-EG.meta.json';
import { headTags, jsonScript } from './head';
import type { PageContext, PageHead, PageServer } from './page-server';
import { isNotThere, SERVER_STATE_ID } from './state';

// The Worker's entry into the web app: renders a public page's first screen from the same components the browser
// hydrates. Built by Vite for workerd (web/vite.config.ts) and imported by the Worker as `@kalam/web/ssr`.

// Each render's API calls go to the request that started it, even while renders interleave in one isolate.
const apiOfRender = new AsyncLocalStorage<RenderInput['api']>();
setApiTransport((url, init) => {
  const api = apiOfRender.getStore();
  if (!api) return Promise.reject(new Error('API call outside a server render'));
  return api(new Request(new URL(url, 'http://render.internal'), init));
});

const handler = createStaticHandler(routes);
// what heads say (descriptions, schema.org names) is for the server only
addTranslations(meta);
/** Each public page's server side by its name (`handle.page` in the route table). */
const PAGES: Record<string, PageServer> = Object.fromEntries(
  Object.entries(import.meta.glob<PageServer>('./pages/*.ts', { eager: true, import: 'default' })).map(([file, server]) => [
    /([\w-]+)\.ts$/.exec(file)?.[1] ?? file,
    server,
  ]),
);
const serverOf = (handle: unknown) => PAGES[(handle as RouteHandle | undefined)?.page ?? ''];

export const render: RenderPage = (input) => {
  return apiOfRender.run(input.api, () => renderPage(input));
};

async function renderPage({ request, origin }: RenderInput): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  let found = !context.matches.some((m) => m.route.path === '*');
  if (found && !serverOf(context.matches.at(-1)?.route.handle)) return { kind: 'shell' };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const url = new URL(request.url);
  let head: PageHead | undefined;
  for (const match of context.matches) {
    const server = serverOf(match.route.handle);
    if (!server) continue;
    const page: PageContext = { queryClient, params: match.params, url, origin };
    if ((await server.prefetch?.(page)) === false) found = false;
    else head = server.head(page);
  }
  // what the render itself adds (disabled queries of signed-in widgets) is not the page's data
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success' || !found);
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { onError: (error) => console.error('page render', error) },
  );
  await stream.allReady;
  const body = await new Response(stream).text();
  // a page that is not found hands over the API's refusal too, so the browser hydrates the same not-found screen
  // instead of drawing a skeleton and asking again before it can say so
  const state = jsonScript(
    SERVER_STATE_ID,
    withoutTimes(
      dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotThere(query.state.error) }),
    ),
  );
  // the page's own scripts start downloading with the entry's, not after it has run
  const name = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.page ?? '';
  return {
    kind: 'page',
    status: found ? 200 : 404,
    head: headTags(found ? head : undefined, url, origin),
    scripts: (pageScripts[name] ?? []).map((file) => `<link rel="modulepreload" href="${file}">`).join('\n'),
    body,
    state,
    complete,
  };
}

/** The browser stamps the answers itself on arrival; without the server's times the same data makes the same page. */
function withoutTimes(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })) };
}
