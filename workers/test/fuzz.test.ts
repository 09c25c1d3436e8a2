import { schemas } from '@kalam/core';
import { allRoutes } from '@kalam/core/routes/index';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DEMO_PASSWORD } from '../../dev/seed';
import { permissionTableOf } from '../src/lib/access';
import { makeTestApp } from './helpers';

/** Every definition's rule: what the whole app's routes are checked against. */
const permissionTable = permissionTableOf(allRoutes());

// Property-based fuzzing of every route: whatever the path ids, query and body, the API never answers 500, and a
// refused request (4xx) writes nothing. Writes are counted by triggers on every table (the rate limiter's own counter
// table excepted: counting refused attempts is its job).

let t: Awaited<ReturnType<typeof makeTestApp>>;
const tokens = new Map<string, string>();
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
const NOT_COUNTED = new Set(['rate_limits', 'fuzz_writes', '__drizzle_migrations']);
/** Refusals that rightly write: a wrong code still uses up one of its attempts. */
const WRITES_ON_REFUSAL = new Set(['PUT /auth/verify-email', 'PUT /auth/password/reset', 'POST /confirmation-code/phone/verify']);

/** Every key any input schema knows, so generated bodies reach past "unknown field" into the rules. */
function schemaKeys(): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 3 || !value || typeof value !== 'object') return;
    if (value instanceof z.ZodObject) {
      for (const [k, v] of Object.entries(value.shape)) keys.add(k), walk(v, depth + 1);
      return;
    }
    if (value instanceof z.ZodType) return;
    for (const v of Object.values(value)) walk(v, depth + 1);
  };
  walk(schemas, 0);
  return [...keys];
}

const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '9'.repeat(40),
  'x'.repeat(5000),
  'تجربة',
  '2026-11-22T10:00:00Z',
  'a@b.c',
);
const scalar = fc.oneof(
  hostile,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.nat({ max: 10_000 }),
  fc.constant(Date.UTC(2026, 10, 23, 8)),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

function inputs(keys: string[]) {
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }));
  const body = fc.oneof(
    fc.dictionary(key, value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    fc.oneof(hostile, fc.string({ maxLength: 60 })),
  );
  const query = fc.dictionary(key, fc.oneof(hostile, fc.string({ maxLength: 20 }), fc.nat().map(String)), { maxKeys: 4 });
  const param = fc.oneof(
    fc.nat({ max: 60 }).map(String),
    fc.constant('999999999'),
    hostile.map(encodeURIComponent),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
  return fc.record({
    body,
    query,
    params: fc.array(param, { minLength: 3, maxLength: 3 }),
    who: fc.constantFrom(...tokens.keys()),
    json: fc.boolean(),
  });
}

const EMAILS: Record<string, string> = { 'super admin': 'super@kalam.test', student: 'student1@kalam.test', tutor: 'tutor1@kalam.test' };
let signIns = 0;
/** A new sign-in's token, each from its own address so the per-address limit never answers instead. */
async function signIn(email: string): Promise<string> {
  const res = await t.json(
    '/auth/password',
    { email, password: DEMO_PASSWORD },
    { headers: { 'cf-connecting-ip': `10.9.0.${++signIns}` } },
  );
  return ((await res.json()) as { token: string }).token;
}

async function writes(): Promise<number> {
  const [row] = await t.deps.db.all<{ n: number }>(sql`select n from fuzz_writes`);
  return Number(row!.n);
}

beforeAll(async () => {
  t = await makeTestApp();
  for (const [name, email] of Object.entries(EMAILS)) tokens.set(name, await signIn(email));
  tokens.set('anonymous', '');
  await t.client.execute('create table fuzz_writes (n integer not null)');
  await t.client.execute('insert into fuzz_writes values (0)');
  // a virtual table (the search index) takes no trigger, and its shadow tables are written by the engine itself
  const tables = await t.client.execute(`select name from sqlite_master m where type = 'table' and name not like 'sqlite_%'
    and not exists (select 1 from sqlite_master v where v.sql like 'CREATE VIRTUAL TABLE%' and (m.name = v.name or m.name like v.name || '\\_%' escape '\\'))`);
  for (const { name } of tables.rows as unknown as { name: string }[]) {
    if (NOT_COUNTED.has(name)) continue;
    for (const op of ['insert', 'update', 'delete']) {
      await t.client.execute(`create trigger "fuzz_${name}_${op}" after ${op} on "${name}" begin update fuzz_writes set n = n + 1; end`);
    }
  }
}, 60_000);
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it('counts writes (the check below can fail)', async () => {
    const before = await writes();
    const res = await t.json(
      '/contact-request',
      { name: 'منى علي', email: 'mona@example.com', title: 'سؤال عن الباقات', message: 'أريد معرفة تفاصيل الباقة الشهرية', source: 'wa' },
      { headers: { 'cf-connecting-ip': '10.7.0.1' } },
    );
    expect(res.status).toBeLessThan(300);
    expect(await writes()).toBeGreaterThan(before);
  });

  it('never answers 500 and never writes on a refusal, for any path, query and body', async () => {
    const keys = schemaKeys();
    const arbitrary = inputs(keys);
    let tried = 0;
    const principals = new Set<string>();
    const refusedWrites: string[] = [];
    const statuses = new Map<number, number>();
    const routes = Object.keys(permissionTable).filter((k) => !k.startsWith('GET /dev/'));
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          let i = 0;
          const url =
            path.replace(/:[a-zA-Z]+/g, () => input.params[i++]!) +
            (Object.keys(input.query).length ? `?${new URLSearchParams(input.query)}` : '');
          const headers: Record<string, string> = { 'cf-connecting-ip': `10.8.${tried % 250}.${(tried >> 8) % 250}` };
          if (input.json) headers['content-type'] = 'application/json';
          const token = tokens.get(input.who);
          if (token) headers.authorization = `Bearer ${token}`;
          const before = await writes();
          const res = await t.request(url, { method, headers, body: method === 'GET' ? undefined : input.body });
          tried++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          principals.add(`${route} ${input.who}`);
          const text = await res.text();
          // a refresh replaces the principal's token, and ending a sign-in may end its own: the walk stays signed in
          if (res.ok && token && route === 'POST /auth/refresh-token') tokens.set(input.who, (JSON.parse(text) as { token: string }).token);
          if (res.ok && token && route.startsWith('DELETE /auth/sign-in/')) tokens.set(input.who, await signIn(EMAILS[input.who]!));
          // 503 is the payment provider switched off in tests, not bad input
          if (res.status >= 500 && !(res.status === 503 && text.includes('service-unavailable'))) {
            throw new Error(`${method} ${url} as ${input.who} answered ${res.status}: ${text.slice(0, 300)}`);
          }
          if (res.status >= 400 && !WRITES_ON_REFUSAL.has(route) && (await writes()) !== before) {
            refusedWrites.push(`${method} ${url} as ${input.who} → ${res.status} ${text.slice(0, 120)}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123, endOnFailure: true },
      );
    }
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${tried} inputs over ${routes.length} routes, ${principals.size} route × principal pairs, ${keys.length} schema keys; answers ${byStatus}`,
    );
    expect(refusedWrites).toEqual([]);
    expect(tried).toBe(routes.length * RUNS_PER_ROUTE);
  }, 300_000);
});
