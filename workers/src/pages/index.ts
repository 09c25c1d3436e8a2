import { configFromEnv } from '../config';
import { depsFromEnv } from '../deps-from-env';
import type { Env } from '../env';
import { cacheGeneration, TUTOR_CACHE_TTL_MS } from '../services/cache';
import { listedTutors } from '../services/tutor';
import { etagOf, matches, pageHtml } from './html';
import { robotsTxt, sitemapXml } from './search';
import { htmlHeaders } from './security';

// Everything the Worker answers outside the API and the rooms: public pages rendered with their first screen (cached
// at the edge for everyone, dropped with the tutors' cache generation), the app's shell for signed-in screens, a real
// 404, robots.txt and the sitemap. Hashed files under /assets/ never reach the Worker (wrangler.toml).

type Api = (request: Request) => Promise<Response>;

// The renderer loads on the first page, so an isolate that answers only the API never evaluates it.
const renderer = () => import('@kalam/web/ssr');

/** How long the edge keeps a rendered page: as long as the API keeps the answers inside it. */
const PAGE_TTL_S = TUTOR_CACHE_TTL_MS / 1000;

/** The built index.html, read once per isolate (a deployment's assets never change under it). */
let template: string | undefined;

export async function servePage(request: Request, env: Env, ctx: ExecutionContext, api: Api): Promise<Response> {
  const url = new URL(request.url);
  // canonical, share and JSON-LD links, the sitemap and robots.txt name the configured origin, never the request's Host
  const origin = configFromEnv(env).appUrl;
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  if (url.pathname === '/robots.txt') return plain(robotsTxt(origin), 'text/plain; charset=utf-8', 3600);
  if (url.pathname === '/sitemap.xml') return sitemap(request, env, ctx, origin);
  const headers = htmlHeaders({ googleSignIn: Boolean(env.GOOGLE_CLIENT_ID) });
  // files of web/public (favicon, share image); a missing one gets the 404 page
  if (/\.[a-z0-9]+$/i.test(url.pathname)) {
    // the assets' HTML handling redirects /offline.html to /offline, which is a page path: the worker precaches the file
    const file = await env.ASSETS.fetch(url.pathname === '/offline.html' ? new Request(new URL('/offline', url), request) : request);
    if (file.status !== 404) return withFileHeaders(url.pathname, file, headers);
  }
  if (env.PAGES_RENDERING === 'off') return shell(await templateOf(env, url), 200, headers);
  let page: Rendered | Response;
  try {
    page = await renderedPage(request, env, ctx, api, origin);
  } catch (err) {
    // a page that failed to render (an API answer it could not use) is the app's shell, never a bare 500: the app
    // loads in the browser, asks again and shows its own error screen if the failure lasts
    console.error('page not rendered', url.pathname, err);
    return shell(await templateOf(env, url), 500, { ...headers, 'cache-control': 'no-store' });
  }
  if (page instanceof Response) return page;
  const answer = { ...headers, etag: page.etag, 'cache-control': 'no-cache', 'x-page-cache': page.cache };
  if (matches(request, page.etag)) return new Response(null, { status: 304, headers: answer });
  return new Response(request.method === 'HEAD' ? null : page.html, {
    status: page.status,
    headers: { ...answer, 'content-type': 'text/html; charset=utf-8' },
  });
}

interface Rendered {
  html: string;
  status: number;
  etag: string;
  cache: 'hit' | 'miss';
}

/** The page from the edge cache, else rendered (and cached when every answer behind it arrived); a redirect as is. */
async function renderedPage(request: Request, env: Env, ctx: ExecutionContext, api: Api, origin: string): Promise<Rendered | Response> {
  const url = new URL(request.url);
  const generation = await cacheGeneration(depsFromEnv(env));
  const key = new Request(`https://pages.kalam.internal/${generation}${url.pathname}${url.search}`);
  const cache = await caches.open('pages');
  const hit = await cache.match(key);
  if (hit) return { html: await hit.text(), status: hit.status, etag: hit.headers.get('etag') ?? '', cache: 'hit' };

  const shell = await templateOf(env, url);
  const { render } = await renderer();
  const result = await render({ request: new Request(url), origin, api });
  // a path, so the Location never names the request's Host
  if (result.kind === 'redirect') return new Response(null, { status: result.status, headers: { location: result.location } });
  const html = result.kind === 'shell' ? shell : pageHtml(shell, result);
  const status = result.kind === 'shell' ? 200 : result.status;
  const etag = await etagOf(html);
  if (result.kind === 'page' && result.complete) {
    const stored = new Response(html, {
      status,
      headers: { etag, 'content-type': 'text/html; charset=utf-8', 'cache-control': `public, max-age=${PAGE_TTL_S}` },
    });
    ctx.waitUntil(cache.put(key, stored));
  }
  return { html, status, etag, cache: 'miss' };
}

async function templateOf(env: Env, url: URL): Promise<string> {
  template ??= await (await env.ASSETS.fetch(new Request(new URL('/', url)))).text();
  return template;
}

/** Every listed tutor, kept at the edge like the pages (a tutor's change starts a new generation). */
async function sitemap(request: Request, env: Env, ctx: ExecutionContext, origin: string): Promise<Response> {
  const deps = depsFromEnv(env);
  const key = new Request(`https://pages.kalam.internal/${await cacheGeneration(deps)}/sitemap.xml`);
  const cache = await caches.open('pages');
  const hit = await cache.match(key);
  if (hit) return hit;
  const answer = plain(sitemapXml(origin, await listedTutors(deps)), 'application/xml; charset=utf-8', PAGE_TTL_S);
  ctx.waitUntil(cache.put(key, answer.clone()));
  return request.method === 'HEAD' ? new Response(null, answer) : answer;
}

function shell(html: string, status: number, headers: Record<string, string>): Response {
  return new Response(html, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

function plain(text: string, type: string, maxAge: number): Response {
  return new Response(text, {
    headers: { 'content-type': type, 'cache-control': `public, max-age=${maxAge}`, 'x-content-type-options': 'nosniff' },
  });
}

/**
 * The service worker is checked for a new version on every visit (never cached long), and the manifest goes out with
 * its own type; every HTML file (the offline screen) carries the pages' security headers.
 */
function withFileHeaders(path: string, file: Response, htmlHeaders: Record<string, string>): Response {
  const extra: Record<string, string> =
    path === '/sw.js'
      ? { 'cache-control': 'no-cache', 'content-type': 'text/javascript; charset=utf-8' }
      : path === '/manifest.webmanifest'
        ? { 'cache-control': 'public, max-age=3600', 'content-type': 'application/manifest+json' }
        : path.endsWith('.html') || file.headers.get('content-type')?.startsWith('text/html')
          ? { ...htmlHeaders, 'cache-control': 'no-cache' }
          : {};
  if (!Object.keys(extra).length) return file;
  const answer = new Response(file.body, file);
  for (const [k, v] of Object.entries(extra)) answer.headers.set(k, v);
  return answer;
}
