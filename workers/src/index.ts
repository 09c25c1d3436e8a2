import { API_PREFIX, createApp, type App } from './app';
import { depsFromEnv } from './deps-from-env';
import type { Env } from './env';
import { runScheduledJobs } from './jobs';
import { sendRequestCounts } from './lib/party-realtime';
import { RequestStats } from './lib/request-stats';
import { servePage } from './pages';
import { routeRooms } from './rooms';

export { Channel } from '../../party/channel';
export { Inbox } from '../../party/inbox';
export { Session } from '../../party/session';

let cached: { env: Env; app: App } | undefined;
/** This isolate's API answers since its last flush to the server-stats room. */
const requestStats = new RequestStats();

function appFor(env: Env): App {
  if (cached?.env !== env) cached = { env, app: createApp(() => depsFromEnv(env)) };
  return cached.app;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      let status = 500;
      try {
        const response = await appFor(env).fetch(request, env, ctx);
        status = response.status;
        return response;
      } finally {
        countRequest(env, ctx, status);
      }
    }
    if (url.pathname.startsWith('/parties/')) return routeRooms(request, env);
    return servePage(request, env, ctx, async (api) => appFor(env).fetch(api, env, ctx));
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(depsFromEnv(env), controller.cron));
  },
} satisfies ExportedHandler<Env>;

/** Counts the answer; the counts travel later, inside waitUntil, so no request waits on the stats. */
function countRequest(env: Env, ctx: ExecutionContext, status: number) {
  const wait = requestStats.count(status, Date.now());
  if (wait !== null) ctx.waitUntil(flushRequestCounts(env, wait));
}

async function flushRequestCounts(env: Env, wait: number) {
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const counts = requestStats.take(Date.now());
  if (!counts) return;
  // lost counts only dent the admins' figures for a minute; never worth an error
  await sendRequestCounts(env.Channel, counts).catch((err: unknown) => console.warn('request counts not delivered', err));
}
