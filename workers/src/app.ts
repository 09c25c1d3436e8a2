import { API_BASE } from '@kalam/core/api';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './deps';
import { access, assertRoutesCovered, permissionTableOf } from './lib/access';
import { executionContextOf } from './lib/after-answer';
import { ApiError } from './lib/errors';
import { httpCaching } from './lib/http-cache';
import { deferredRealtime } from './lib/realtime';
import { definitionsOf } from './lib/router';

type Router = Hono<AppEnv>;
const group =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async () => [(await load())[name] as Router];

/**
 * The API's routes by the first segment of their path, each group loaded when a request for it first arrives: a new
 * isolate's first `/health` builds one route, not the whole API's schemas and 160 routes (decision 059). Each route
 * file's paths share one first segment, or leading segments listed in `groupPrefixes` (a test holds it).
 */
export const routeGroups: Record<string, () => Promise<Router[]>> = {
  'openapi.json': group(() => import('./routes/docs'), 'docsRoutes'),
  health: group(() => import('./routes/health'), 'healthRoutes'),
  assets: group(() => import('./routes/asset'), 'assetRoutes'),
  asset: group(() => import('./routes/asset-sample'), 'assetSampleRoutes'),
  auth: group(() => import('./routes/auth'), 'authRoutes'),
  user: group(() => import('./routes/user'), 'userRoutes'),
  // a visitor's tutor list, search box and profile: three routes and their services, not the twenty of `/user`
  'user/tutor': group(() => import('./routes/public-tutor'), 'publicTutorRoutes'),
  topic: group(() => import('./routes/topic'), 'topicRoutes'),
  plan: group(() => import('./routes/plan'), 'planRoutes'),
  coupon: group(() => import('./routes/coupon'), 'couponRoutes'),
  invite: group(() => import('./routes/invite'), 'inviteRoutes'),
  fawry: group(() => import('./routes/fawry'), 'fawryRoutes'),
  transaction: group(() => import('./routes/transaction'), 'transactionRoutes'),
  'availability-slot': group(() => import('./routes/availability-slot'), 'availabilitySlotRoutes'),
  lesson: async () =>
    (
      await Promise.all([
        group(() => import('./routes/lesson'), 'lessonRoutes')(),
        group(() => import('./routes/lesson-proposal'), 'lessonProposalRoutes')(),
        group(() => import('./routes/lesson-mark'), 'lessonMarkRoutes')(),
      ])
    ).flat(),
  deck: group(() => import('./routes/deck'), 'deckRoutes'),
  progress: group(() => import('./routes/progress'), 'progressRoutes'),
  calendar: group(() => import('./routes/calendar'), 'calendarRoutes'),
  rating: group(() => import('./routes/rating'), 'ratingRoutes'),
  chat: group(() => import('./routes/chat'), 'chatRoutes'),
  notification: group(() => import('./routes/notification'), 'notificationRoutes'),
  whatsapp: group(() => import('./routes/whatsapp'), 'whatsappRoutes'),
  'contact-request': group(() => import('./routes/contact-request'), 'contactRequestRoutes'),
  feedback: group(() => import('./routes/feedback'), 'feedbackRoutes'),
  'confirmation-code': group(() => import('./routes/confirmation-code'), 'confirmationCodeRoutes'),
  'withdraw-method': group(() => import('./routes/withdraw-method'), 'withdrawMethodRoutes'),
  invoice: group(() => import('./routes/invoice'), 'invoiceRoutes'),
  earning: group(() => import('./routes/earning'), 'earningRoutes'),
  session: group(() => import('./routes/session'), 'sessionRoutes'),
  interview: group(() => import('./routes/interview'), 'interviewRoutes'),
  report: group(() => import('./routes/report'), 'reportRoutes'),
  'platform-settings': group(() => import('./routes/platform-settings'), 'platformSettingsRoutes'),
  cache: group(() => import('./routes/cache'), 'cacheRoutes'),
  dev: group(() => import('./routes/dev'), 'devRoutes'),
};

/** Every group's routers, in the groups' order: the whole API in one app (tests, the route walk). */
const allRouters = async (): Promise<Router[]> => (await Promise.all(Object.values(routeGroups).map((load) => load()))).flat();

/** Paths a group serves under another group's first segment, by their leading segments: the public tutor reads. */
const groupPrefixes: Record<string, string> = {
  'user/tutor/info': 'user/tutor',
  'user/tutor/list/onboarded': 'user/tutor',
  'user/tutor/suggest': 'user/tutor',
};

/**
 * The group of an API path: the one its leading segments are listed for, else its first segment's
 * (`/api/v1/user/tutor/list/onboarded` → `user/tutor`, `/api/v1/user/current` → `user`); '' when no group serves it.
 */
export function groupOf(pathname: string): string {
  const rest = pathname.slice(API_BASE.length + 1);
  for (const [prefix, name] of Object.entries(groupPrefixes)) if (rest === prefix || rest.startsWith(`${prefix}/`)) return name;
  const [first = ''] = rest.split('/', 1);
  return Object.hasOwn(routeGroups, first) ? first : '';
}

/** The whole API in one Hono app, every group mounted (tests; the Worker builds one app per group with `createApi`). */
export async function createApp(deps: Deps | (() => Deps)) {
  return appOf(deps, await allRouters());
}

/**
 * The Worker's API: one app per route group, built on the group's first request and kept for the isolate; a path no
 * group serves gets an app without routes (the JSON 404, CORS preflights). A failed load is tried again next time.
 */
export function createApi(deps: Deps | (() => Deps)) {
  const apps = new Map<string, Promise<App>>();
  const appFor = (name: string) => {
    let app = apps.get(name);
    if (!app) {
      // every unknown path shares the one app without routes, so made-up paths cannot grow the map
      app = (routeGroups[name] ?? (async () => []))().then((routers) => appOf(deps, routers));
      app.catch(() => apps.delete(name));
      apps.set(name, app);
    }
    return app;
  };
  return {
    fetch: async (...[request, env, ctx]: Parameters<App['fetch']>): Promise<Response> =>
      (await appFor(groupOf(new URL(request.url).pathname))).fetch(request, env, ctx),
  };
}

export type Api = ReturnType<typeof createApi>;

/** An app mounting `routers` under /api/v1, with every middleware, its permission table from their definitions. */
function appOf(deps: Deps | (() => Deps), routers: Router[]) {
  const depsFor = typeof deps === 'function' ? deps : () => deps;
  const app = new Hono<AppEnv>({ strict: false }).basePath(API_BASE);
  const table = permissionTableOf(routers.flatMap(definitionsOf));

  app.use(requestId());
  app.use(async (c, next) => {
    const deps = depsFor();
    // in the Worker, events go out after the answer (waitUntil); without a runtime context (tests) they are awaited
    const ctx = executionContextOf(c);
    c.set('deps', ctx ? { ...deps, realtime: deferredRealtime(deps.realtime, (push) => ctx.waitUntil(push)) } : deps);
    await next();
  });
  app.use(
    cors({
      origin: (origin, c) => (c.get('deps').config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Content-Type', 'Authorization'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-site' }));
  app.use(httpCaching());
  app.use(access(table));

  for (const router of routers) app.route('/', router);

  assertRoutesCovered(app, table);
  app.notFound((c) => c.json(new ApiError('not-found').toEnvelope(), 404));
  app.onError((err, c) => {
    const apiError = toApiError(err);
    if (apiError.status >= 500) console.error(`[${c.get('requestId')}]`, err);
    const wait = (apiError.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (typeof wait === 'number') c.header('Retry-After', String(wait));
    return c.json(apiError.toEnvelope(), apiError.status as 400);
  });
  return app;
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // the access check's verdict, thrown by the database client under a read it rode with, reaches us wrapped by drizzle
  if (err instanceof Error && err.cause instanceof ApiError) return err.cause;
  if (err instanceof HTTPException) {
    // Hono's own 4xx (malformed JSON, body limit) are the client's fault, never a 500.
    if (err.status === 413) return new ApiError('payload-too-large');
    if (err.status === 401) return new ApiError('unauthenticated');
    if (err.status < 500) return new ApiError('bad-request', { message: err.message });
  }
  return new ApiError('unexpected', { cause: err });
}

export type App = ReturnType<typeof appOf>;
