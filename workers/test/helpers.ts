import { Role } from '@kalam/core';
import { createClient } from '@libsql/client';
import { nodePasswordHasher } from '../../dev/argon2-node';
import { sharpImages } from '../../dev/images-binding';
import { applyMigrations } from '../../dev/migrate';
import { seed } from '../../dev/seed';
import { createApp } from '../src/app';
import { createDb } from '../src/db/client';
import { tutors, users } from '../src/db/schema';
import type { Deps } from '../src/deps';
import { memoryCache, type ResponseCache } from '../src/lib/cache';
import { type FawryClient, fawryDisabled } from '../src/lib/fawry';
import { type GoogleVerifier, googleDisabled } from '../src/lib/google';
import { outboxMailer } from '../src/lib/mailer';
import { type Messenger, outboxMessenger } from '../src/lib/messenger';
import { openApiDocument } from '../src/lib/openapi';
import { type PushSender, pushDisabled } from '../src/lib/push';
import { memoryRealtime } from '../src/lib/realtime';
import { memoryStore } from '../src/lib/storage';
import { p2pVideo, type VideoProvider } from '../src/lib/video';
import { startSignIn } from '../src/services/sign-in';
import { reindexTutors } from '../src/services/tutor-search';
import { checkAnswersAgainstDocument } from './contract';

/** 2026-11-22 10:00 Cairo (08:00 UTC): a fixed clock so tests read the same every day. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 8, 0);

const passwords = nodePasswordHasher();

/** A fresh app over a migrated in-memory database, seeded unless told otherwise. */
export async function makeTestApp(
  opts: {
    seed?: boolean;
    now?: () => number;
    google?: GoogleVerifier;
    messenger?: Messenger;
    push?: PushSender;
    fawry?: FawryClient;
    video?: (db: Deps['db'], now: () => number) => VideoProvider;
    cache?: ResponseCache;
  } = {},
) {
  const client = createClient({ url: ':memory:' });
  await applyMigrations(client);
  if (opts.seed !== false) await seed(client, { now: TEST_NOW });
  const db = createDb(client);
  // A clock the test can move forward (expiries), fixed at TEST_NOW until then.
  let current = TEST_NOW;
  const now = opts.now ?? (() => current);
  // events the services push to inboxes and channels, for tests to read
  const realtime = memoryRealtime();
  const deps: Deps = {
    db,
    now,
    mailer: outboxMailer(db, now),
    google: opts.google ?? googleDisabled,
    messenger: opts.messenger ?? outboxMessenger(db, now),
    push: opts.push ?? pushDisabled,
    storage: { uploads: memoryStore(), receipts: memoryStore() },
    images: sharpImages(),
    apiDocument: async () => Response.json(openApiDocument()),
    passwords,
    fawry: opts.fawry ?? fawryDisabled,
    realtime,
    video: opts.video?.(db, now) ?? p2pVideo(),
    // as in production: public tutor answers cached until a flush or a tutor change (expiry follows the test clock)
    cache: opts.cache ?? memoryCache({ maxEntries: 500, maxChars: 8_000_000, now }),
    config: {
      corsOrigins: ['http://app.test'],
      environment: 'test',
      devEndpoints: true,
      clientIpHeader: 'cf-connecting-ip',
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      appUrl: 'http://app.test',
    },
  };
  const app = await createApp(deps);
  checkAnswersAgainstDocument(app);
  const request = (path: string, init?: RequestInit) => app.request(`/api/v1${path}`, init);
  const json = (path: string, body: unknown, init: RequestInit = {}) =>
    request(path, {
      method: 'POST',
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(body),
    });
  const advance = (ms: number) => void (current += ms);
  return { app, deps, client, request, json, advance, realtime, close: () => client.close() };
}

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
let personCount = 0;

/** A user written straight to the database (no password), with a bearer token: fast setup for rule tests. */
export async function addPerson(
  t: TestApp,
  opts: { role: Role; verified?: boolean; activated?: boolean; name?: string; noticeMinutes?: number },
) {
  const n = ++personCount;
  const stamp = { createdAt: TEST_NOW, updatedAt: TEST_NOW };
  const [user] = await t.deps.db
    .insert(users)
    .values({
      name: opts.name ?? `Test Person ${String.fromCharCode(65 + (n % 26))}`,
      email: `person${n}.${Date.now()}@example.com`,
      role: opts.role,
      verified: opts.verified ?? true,
      ...stamp,
    })
    .returning({ id: users.id });
  if (opts.role === Role.Tutor || opts.role === Role.TutorManager) {
    await t.deps.db.insert(tutors).values({
      userId: user!.id,
      activated: opts.activated ?? true,
      noticeMinutes: opts.noticeMinutes ?? 0,
      bio: 'مدرس لغة إنجليزية',
      ...stamp,
    });
    await reindexTutors(t.deps, [user!.id]);
  }
  const token = await startSignIn(t.deps, { id: user!.id, role: opts.role }, { ip: '192.0.2.200' });
  return { id: user!.id, token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

/**
 * Runs `work` and answers how many requests it sent to the database: each `execute` or `batch` of the client is one
 * HTTP round trip to libSQL in the Worker (decision 010), however many statements it carries.
 */
export async function countRoundTrips(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  let trips = 0;
  const { execute, batch } = t.client;
  t.client.execute = ((...args: Parameters<typeof execute>) => (trips++, execute.apply(t.client, args))) as typeof execute;
  t.client.batch = ((...args: Parameters<typeof batch>) => (trips++, batch.apply(t.client, args))) as typeof batch;
  try {
    await work();
    return trips;
  } finally {
    Object.assign(t.client, { execute, batch });
  }
}

/** The tutor's hours: every day 09:00–21:00 in their zone, from the day before TEST_NOW on. */
export async function openEveryDay(t: TestApp, tutor: { headers: Record<string, string> }) {
  const res = await t.json(
    '/availability-slot/',
    {
      type: 'schedule',
      title: 'كل يوم صباحًا ومساءً',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startMinute: 9 * 60,
      durationMinutes: 12 * 60,
      validFrom: TEST_NOW - 86_400_000,
    },
    { headers: tutor.headers },
  );
  if (res.status !== 201) throw new Error(`hours not set: ${res.status} ${await res.text()}`);
}
