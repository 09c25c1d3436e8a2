import { API_BASE } from '@kalam/core/api';
import type { Api } from './app';
import type { Env } from './env';
import { LOCAL_SCHEDULED_PATH, localTriggerAllowed } from './jobs/local-trigger';
import { RequestStats } from './lib/request-stats';

export { Channel } from './rooms/channel';
export { Inbox } from './rooms/inbox';
export { Notebook } from './rooms/lazy-notebook';
export { Session } from './rooms/session';

// A new isolate evaluates only this file, the rooms' classes and what they need at once; the API (its schemas, tables
// and routes), the pages, the rooms' router and the jobs load with the first request that uses them (decision 043).
const deps = () => import('./deps-from-env');

let cached: { env: Env; app: Promise<Api> } | undefined;
/** This isolate's API answers since its last flush to the server-stats room. */
const requestStats = new RequestStats();

/** The API, loaded once per isolate (its route groups on their first request); a failed load is tried again by the next request. */
function appFor(env: Env): Promise<Api> {
  if (cached?.env !== env) {
    const app = Promise.all([import('./app'), deps()]).then(([{ createApi }, { depsFromEnv }]) => createApi(() => depsFromEnv(env)));
    app.catch(() => {
      if (cached?.app === app) cached = undefined;
    });
    cached = { env, app };
  }
  return cached.app;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // only for the local stack's ticker, which holds the trigger's secret; anyone else finds nothing there
    if (url.pathname === LOCAL_SCHEDULED_PATH)
      return localTriggerAllowed(request, env) ? runLocalTick(url, env) : Response.json({ code: 'not-found' }, { status: 404 });
    if (url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`)) {
      let status = 500;
      try {
        const response = await (await appFor(env)).fetch(request, env, ctx);
        status = response.status;
        return response;
      } finally {
        countRequest(env, ctx, status);
      }
    }
    if (url.pathname.startsWith('/parties/')) return (await import('./rooms/route')).routeRooms(request, env);
    const { servePage } = await import('./pages');
    return servePage(request, env, ctx, async (apiRequest) => (await appFor(env)).fetch(apiRequest, env, ctx));
  },
  async scheduled(controller, env, _ctx) {
    await runCron(env, controller.cron, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;

/** One cron tick. Jobs judge what is due at the tick's own time, so a late or replayed tick does exactly that tick's work. */
async function runCron(env: Env, cron: string, scheduledTime: number): Promise<void> {
  const [{ runScheduledJobs }, { depsFromEnv }] = await Promise.all([import('./jobs'), deps()]);
  return runScheduledJobs({ ...depsFromEnv(env), now: () => scheduledTime }, cron);
}

/** The local ticker's call: `?cron=…&time=…` as Cloudflare's trigger would pass them; answers once the jobs are done. */
async function runLocalTick(url: URL, env: Env): Promise<Response> {
  const cron = url.searchParams.get('cron') ?? '';
  const time = Number(url.searchParams.get('time') ?? Date.now());
  if (!cron || !Number.isSafeInteger(time)) return Response.json({ code: 'bad-request' }, { status: 400 });
  await runCron(env, cron, time);
  return Response.json({ ok: true });
}

/** Counts the answer; the counts travel later, inside waitUntil, so no request waits on the stats. */
function countRequest(env: Env, ctx: ExecutionContext, status: number) {
  const wait = requestStats.count(status, Date.now());
  if (wait !== null) ctx.waitUntil(flushRequestCounts(env, wait));
}

async function flushRequestCounts(env: Env, wait: number) {
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const counts = requestStats.take(Date.now());
  if (!counts) return;
  const { sendRequestCounts } = await import('./lib/party-realtime');
  // lost counts only dent the admins' figures for a minute; never worth an error
  await sendRequestCounts(env.Channel, counts).catch((err: unknown) => console.warn('request counts not delivered', err));
}
