import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MessagingChannel, Role } from '@kalam/core';
import { type Client, createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { CODE_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../../workers/src/routes/auth';
import { PHONE_CODE_RATE_LIMIT } from '../../workers/src/routes/confirmation-code';
import { CONTACT_RATE_LIMIT } from '../../workers/src/routes/contact-request';
import { FEEDBACK_RATE_LIMIT } from '../../workers/src/routes/feedback';
import { SIGN_UP_RATE_LIMIT } from '../../workers/src/routes/user';
import { CODE_SEND_LIMITS } from '../../workers/src/services/codes';
import { ownStack, sleep } from '../client';

// Every rate-limited route hammered at once through the real Worker (workerd, concurrent requests, the counter in
// libSQL over Hrana): exactly the configured number get through per window, whatever the interleaving, and the rest
// answer 429 too-many-requests with a Retry-After inside the window. A refused attempt writes nothing.

const PORT = 4220;
let stack: Awaited<ReturnType<typeof ownStack>>;
let db: Client;
let token: string;

beforeAll(async () => {
  stack = await ownStack('rate', PORT);
  db = createClient({ url: stack.dbUrl });
  const res = await fetch(`${stack.url}/api/v1/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.250' },
    body: JSON.stringify({ email: 'student1@kalam.test', password: DEMO_PASSWORD }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  db?.close();
  await stack?.dispose();
});

interface Case {
  name: string;
  limit: number;
  windowMs: number;
  method: string;
  path: string;
  /** attempt i's body and client address */
  body: (i: number) => unknown;
  ip: (i: number) => string;
  signedIn?: boolean;
  attempts: number;
  /** rows the passing attempts wrote, to check the refused ones wrote none */
  written?: () => Promise<number>;
  /** a cap kept by the service rather than a route's rateLimit(): its refusal code */
  code?: 'too-many-codes';
}

const minutes = (ms: number) => ms / 60_000;
const ONE_IP = () => '203.0.113.7';
const MANY_IPS = (i: number) => `198.51.100.${i + 1}`;
const wrongSignIn = (i: number) => ({ email: `someone${i}@kalam.test`, password: 'Wrong@2026x' });

const cases: Case[] = [
  {
    ...SIGN_IN_RATE_LIMIT,
    name: 'sign-in per address',
    method: 'POST',
    path: '/auth/password',
    body: wrongSignIn,
    ip: ONE_IP,
    attempts: 40,
  },
  {
    ...SIGN_IN_RATE_LIMIT,
    name: 'Google sign-in per address',
    method: 'POST',
    path: '/auth/google',
    ip: () => '203.0.113.8',
    attempts: 30,
    body: () => ({ idToken: 'x'.repeat(40) }),
  },
  {
    ...CODE_RATE_LIMIT,
    name: 'password reset request per address',
    method: 'POST',
    path: '/auth/password/forget',
    ip: () => '203.0.113.9',
    attempts: 30,
    body: (i) => ({ email: `nobody${i}@kalam.test`, callbackUrl: '/reset-password' }),
  },
  {
    name: 'password reset mails per email, from any address',
    limit: CODE_SEND_LIMITS.perEmail,
    windowMs: CODE_SEND_LIMITS.windowMs,
    code: 'too-many-codes',
    method: 'POST',
    path: '/auth/password/forget',
    ip: MANY_IPS,
    attempts: 25,
    body: () => ({ email: 'student3@kalam.test', callbackUrl: '/reset-password' }),
    written: async () => Number((await db.execute('select count(*) as n from outbox where "to" = \'student3@kalam.test\'')).rows[0]!.n),
  },
  {
    ...CODE_RATE_LIMIT,
    name: 'password reset per address',
    method: 'PUT',
    path: '/auth/password/reset',
    ip: () => '203.0.113.10',
    attempts: 30,
    body: (i) => ({ email: 'student4@kalam.test', code: String(10_000 + i), password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }),
  },
  {
    ...CODE_RATE_LIMIT,
    name: 'email verification per address',
    method: 'PUT',
    path: '/auth/verify-email',
    ip: () => '203.0.113.11',
    attempts: 30,
    body: (i) => ({ token: `not-a-real-token-${i}-xxxxxxxxxxxx` }),
  },
  {
    ...CODE_RATE_LIMIT,
    name: 'verification email per address',
    method: 'PUT',
    path: '/auth/send-verify-email',
    ip: () => '203.0.113.12',
    attempts: 30,
    signedIn: true,
    body: () => ({ callbackUrl: '/verify-email' }),
  },
  {
    ...CONTACT_RATE_LIMIT,
    name: 'contact request per address',
    method: 'POST',
    path: '/contact-request/',
    ip: () => '203.0.113.13',
    attempts: 30,
    body: (i) => ({
      name: 'منى علي',
      email: `mona${i}@example.com`,
      title: 'سؤال عن الباقات',
      message: 'أريد معرفة تفاصيل الباقة الشهرية من فضلكم',
    }),
    written: async () => Number((await db.execute("select count(*) as n from contact_requests where ip = '203.0.113.13'")).rows[0]!.n),
  },
  {
    ...SIGN_UP_RATE_LIMIT,
    name: 'sign-up per address',
    method: 'POST',
    path: '/user/',
    ip: () => '203.0.113.16',
    attempts: 45,
    body: (i) => ({
      name: 'طالب جديد',
      email: `burst.${i}@kalam.test`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: Role.Student,
    }),
    written: async () => Number((await db.execute("select count(*) as n from users where email like 'burst.%@kalam.test'")).rows[0]!.n),
  },
  {
    ...PHONE_CODE_RATE_LIMIT,
    name: 'phone code per address',
    method: 'POST',
    path: '/confirmation-code/phone/send',
    ip: () => '203.0.113.14',
    attempts: 25,
    signedIn: true,
    // a new number each time, so the per-number cap on codes does not hide the per-address limit
    body: (i) => ({ phone: `0101234${5600 + i}`, method: MessagingChannel.Whatsapp }),
  },
  {
    ...PHONE_CODE_RATE_LIMIT,
    name: 'phone code check per address',
    limit: 20,
    method: 'POST',
    path: '/confirmation-code/phone/verify',
    ip: () => '203.0.113.15',
    attempts: 45,
    signedIn: true,
    body: (i) => ({ phone: '01012345678', method: MessagingChannel.Whatsapp, code: String(1000 + i) }),
  },
  // counted per person, from however many addresses
  {
    ...FEEDBACK_RATE_LIMIT,
    name: 'feedback per person',
    method: 'POST',
    path: '/feedback',
    ip: MANY_IPS,
    attempts: 25,
    signedIn: true,
    body: (i) => ({ message: `ملاحظة رقم ${i} عن التطبيق`, page: '/tutors' }),
    written: async () => Number((await db.execute('select count(*) as n from feedback')).rows[0]!.n),
  },
];

describe('rate limits under concurrent attempts', () => {
  it('are all in the table below (one case per rateLimit() or countedAttempt() in the routes)', () => {
    const routes = resolve(import.meta.dirname, '../../workers/src/routes');
    const uses = readdirSync(routes).reduce(
      (n, f) => n + (readFileSync(resolve(routes, f), 'utf8').match(/\b(rateLimit|countedAttempt)\(/g)?.length ?? 0),
      0,
    );
    expect(cases.filter((c) => !c.code)).toHaveLength(uses);
  });

  it('let exactly the configured number through per window on every limited route, and answer the rest 429 with Retry-After', async () => {
    const lines: string[] = [];
    let total = 0;
    for (const c of cases) {
      // a burst straddling two fixed windows would rightly get twice the limit: start well inside one (a loaded
      // machine can take many seconds over a burst)
      const left = c.windowMs - (Date.now() % c.windowMs);
      if (left < Math.min(c.windowMs / 4, 60_000)) await sleep(left + 50);
      const answers = await Promise.all(
        Array.from({ length: c.attempts }, async (_, i) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': c.ip(i) };
          if (c.signedIn) headers.authorization = `Bearer ${token}`;
          const res = await fetch(`${stack.url}/api/v1${c.path}`, { method: c.method, headers, body: JSON.stringify(c.body(i)) });
          const body = (await res.json().catch(() => null)) as { code?: string } | null;
          return { status: res.status, code: body?.code, retryAfter: res.headers.get('retry-after') };
        }),
      );
      total += c.attempts;
      const passed = answers.filter((a) => a.status !== 429);
      const limited = answers.filter((a) => a.status === 429);
      const label = `${c.name}: ${answers.map((a) => a.status).join(',')}`;
      expect(passed.length, label).toBe(c.limit);
      expect(
        passed.every((a) => a.status < 500),
        label,
      ).toBe(true);
      expect(limited.length, label).toBe(c.attempts - c.limit);
      for (const a of limited) {
        expect(a.code, label).toBe(c.code ?? 'too-many-requests');
        expect(a.retryAfter, label).toMatch(/^\d+$/);
        expect(Number(a.retryAfter), label).toBeGreaterThan(0);
        expect(Number(a.retryAfter), label).toBeLessThanOrEqual(c.windowMs / 1000);
      }
      if (c.written) expect(await c.written(), label).toBe(c.limit);
      // another address (or account) is not slowed down by the burst
      lines.push(`${c.name} ${c.limit}/${minutes(c.windowMs)} min: ${passed.length} of ${c.attempts} through, ${limited.length} × 429`);
    }
    const other = await fetch(`${stack.url}/api/v1/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.99' },
      body: JSON.stringify({ email: 'student5@kalam.test', password: DEMO_PASSWORD }),
    });
    expect(other.status).toBe(200);
    console.log(
      `rate limits: ${cases.length} limited buckets, ${total} concurrent attempts, exactly the limit through in each (${lines.join('; ')})`,
    );
  });
});
