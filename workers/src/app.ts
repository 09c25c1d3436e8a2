import { API_BASE } from '@kalam/core/api';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './deps';
import { access, assertRoutesCovered } from './lib/access';
import { executionContextOf } from './lib/after-answer';
import { ApiError } from './lib/errors';
import { httpCaching } from './lib/http-cache';
import { deferredRealtime } from './lib/realtime';
import { assetRoutes } from './routes/asset';
import { assetSampleRoutes } from './routes/asset-sample';
import { authRoutes } from './routes/auth';
import { availabilitySlotRoutes } from './routes/availability-slot';
import { cacheRoutes } from './routes/cache';
import { calendarRoutes } from './routes/calendar';
import { chatRoutes } from './routes/chat';
import { confirmationCodeRoutes } from './routes/confirmation-code';
import { contactRequestRoutes } from './routes/contact-request';
import { couponRoutes } from './routes/coupon';
import { deckRoutes } from './routes/deck';
import { devRoutes } from './routes/dev';
import { docsRoutes } from './routes/docs';
import { earningRoutes } from './routes/earning';
import { fawryRoutes } from './routes/fawry';
import { feedbackRoutes } from './routes/feedback';
import { healthRoutes } from './routes/health';
import { interviewRoutes } from './routes/interview';
import { inviteRoutes } from './routes/invite';
import { invoiceRoutes } from './routes/invoice';
import { lessonRoutes } from './routes/lesson';
import { lessonMarkRoutes } from './routes/lesson-mark';
import { lessonProposalRoutes } from './routes/lesson-proposal';
import { notificationRoutes } from './routes/notification';
import { planRoutes } from './routes/plan';
import { platformSettingsRoutes } from './routes/platform-settings';
import { progressRoutes } from './routes/progress';
import { ratingRoutes } from './routes/rating';
import { reportRoutes } from './routes/report';
import { sessionRoutes } from './routes/session';
import { topicRoutes } from './routes/topic';
import { transactionRoutes } from './routes/transaction';
import { userRoutes } from './routes/user';
import { whatsappRoutes } from './routes/whatsapp';
import { withdrawMethodRoutes } from './routes/withdraw-method';

/**
 * The Hono API, mounted at /api/v1. `deps` may be a factory called once per request: workerd forbids sharing I/O
 * objects (the database client's HTTP streams) between requests, so the Worker builds them per request.
 */
export function createApp(deps: Deps | (() => Deps)) {
  const depsFor = typeof deps === 'function' ? deps : () => deps;
  const app = new Hono<AppEnv>({ strict: false }).basePath(API_BASE);

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
  app.use(access());

  app.route('/', docsRoutes);
  app.route('/', healthRoutes);
  app.route('/', assetRoutes);
  app.route('/', assetSampleRoutes);
  app.route('/', authRoutes);
  app.route('/', userRoutes);
  app.route('/', topicRoutes);
  app.route('/', planRoutes);
  app.route('/', couponRoutes);
  app.route('/', inviteRoutes);
  app.route('/', fawryRoutes);
  app.route('/', transactionRoutes);
  app.route('/', availabilitySlotRoutes);
  app.route('/', lessonRoutes);
  app.route('/', lessonProposalRoutes);
  app.route('/', lessonMarkRoutes);
  app.route('/', deckRoutes);
  app.route('/', progressRoutes);
  app.route('/', calendarRoutes);
  app.route('/', ratingRoutes);
  app.route('/', chatRoutes);
  app.route('/', notificationRoutes);
  app.route('/', whatsappRoutes);
  app.route('/', contactRequestRoutes);
  app.route('/', feedbackRoutes);
  app.route('/', confirmationCodeRoutes);
  app.route('/', withdrawMethodRoutes);
  app.route('/', invoiceRoutes);
  app.route('/', earningRoutes);
  app.route('/', sessionRoutes);
  app.route('/', interviewRoutes);
  app.route('/', reportRoutes);
  app.route('/', platformSettingsRoutes);
  app.route('/', cacheRoutes);
  app.route('/', devRoutes);

  assertRoutesCovered(app);
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

export type App = ReturnType<typeof createApp>;
