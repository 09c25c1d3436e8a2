import { API_PREFIX, createApp, type App } from './app';
import { depsFromEnv } from './deps-from-env';
import type { Env } from './env';
import { runScheduledJobs } from './jobs';
import { routeRooms } from './rooms';

export { Channel } from '../../party/channel';
export { Inbox } from '../../party/inbox';
export { Session } from '../../party/session';

let cached: { env: Env; app: App } | undefined;

function appFor(env: Env): App {
  if (cached?.env !== env) cached = { env, app: createApp(() => depsFromEnv(env)) };
  return cached.app;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      return appFor(env).fetch(request, env, ctx);
    }
    if (url.pathname.startsWith('/parties/')) return routeRooms(request, env);
    return env.ASSETS.fetch(request);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(depsFromEnv(env), controller.cron));
  },
} satisfies ExportedHandler<Env>;
