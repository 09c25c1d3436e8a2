import { isAllowed, Role, routeKey } from '@kalam/core';
import { allRoutes } from '@kalam/core/routes/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { signIns, users } from '../src/db/schema';
import { permissionTableOf } from '../src/lib/access';
import { readToken, signToken, type TokenClaims } from '../src/lib/jwt';
import { addPerson, countRoundTrips, makeTestApp, TEST_NOW } from './helpers';

/** Every definition's rule: what the whole app's routes are checked against. */
const permissionTable = permissionTableOf(allRoutes());

let t: Awaited<ReturnType<typeof makeTestApp>>;
const tokens = new Map<Role, string>();
const ids = new Map<Role, number>();
const emails: Record<Role, string> = {
  [Role.SuperAdmin]: 'super@kalam.test',
  [Role.RegularAdmin]: 'admin@kalam.test',
  [Role.Tutor]: 'tutor1@kalam.test',
  [Role.Student]: 'student1@kalam.test',
  [Role.TutorManager]: 'manager@kalam.test',
  [Role.Studio]: 'studio@kalam.test',
};

beforeAll(async () => {
  t = await makeTestApp();
  for (const [role, email] of Object.entries(emails)) {
    const res = await t.json('/auth/password', { email, password: DEMO_PASSWORD }, { headers: { 'cf-connecting-ip': `10.0.0.${role}` } });
    const body = (await res.json()) as { token: string; user: { id: number } };
    tokens.set(Number(role) as Role, body.token);
    ids.set(Number(role) as Role, body.user.id);
  }
});
afterAll(() => t.close());

const routes = () =>
  t.app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path.replace(/^\/api\/v1/, '') }));

describe('the permission table', () => {
  it('covers every registered route, and names no route that does not exist', () => {
    const registered = new Set(routes().map((r) => routeKey(r.method, r.path)));
    expect([...registered].filter((k) => !permissionTable[k])).toEqual([]);
    expect(Object.keys(permissionTable).filter((k) => !registered.has(k))).toEqual([]);
  });

  it('is enforced for every route and every principal', async () => {
    const principals: (Role | null)[] = [null, ...tokens.keys()];
    const checked = new Set<string>();
    let allowed = 0;
    // Hono lists a route once per handler in its chain (validators included): each route once
    const unique = [...new Map(routes().map((r) => [routeKey(r.method, r.path), r])).values()];
    for (const { method, path } of unique) {
      const rule = permissionTable[routeKey(method, path)]!;
      for (const role of principals) {
        const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.1' };
        if (role !== null) headers.authorization = `Bearer ${tokens.get(role)}`;
        // Path ids are the caller's own, so owner rules do not mask the table's answer; no walk ends its own sign-in.
        const id = path.startsWith('/auth/sign-in/') ? '999999' : String(role === null ? 1 : ids.get(role));
        const res = await t.request(path.replace(/\{[^}]*\}/g, '').replace(/:[a-zA-Z]+/g, id), {
          method,
          headers,
          body: method === 'GET' ? undefined : '{}',
        });
        const label = `${method} ${path} as ${role ?? 'anonymous'}`;
        // a refresh makes the presented token invalid: the walk goes on with the new one
        if (role !== null && res.ok && path === '/auth/refresh-token')
          tokens.set(role, ((await res.clone().json()) as { token: string }).token);
        if (isAllowed(rule, role)) expect([401, 403], label).not.toContain(res.status);
        else expect(res.status, label).toBe(role === null ? 401 : 403);
        expect(res.status, label).toBeLessThan(500);
        checked.add(label);
        if (isAllowed(rule, role)) allowed++;
      }
    }
    const routeCount = unique.length;
    // every route of the permission table, as every principal: 100 % of routes × principals
    expect(checked.size).toBe(routeCount * principals.length);
    expect(routeCount).toBe(Object.keys(permissionTable).length);
    console.log(
      `access: ${routeCount} routes × ${principals.length} principals (anonymous and ${principals.length - 1} roles) = ${checked.size} pairs checked ` +
        `(${allowed} allowed, ${checked.size - allowed} refused with 401/403); ${routeCount}/${Object.keys(permissionTable).length} routes of the permission table covered`,
    );
  }, 120_000); // 1,092 requests: minutes on a loaded machine
});

describe('the access check of a read travels with its reads (decision 042)', () => {
  let s: Awaited<ReturnType<typeof makeTestApp>>;
  beforeAll(async () => {
    s = await makeTestApp();
  });
  afterAll(() => s.close());

  /** The answer to `path` for `headers`, with the round trips it cost. */
  async function read(path: string, headers: Record<string, string>) {
    let res = new Response();
    const trips = await countRoundTrips(s, async () => {
      res = await s.request(path, { headers });
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, trips };
  }
  const tokenParts = async (token: string) => (await readToken(s.deps, token))!;

  it('answers 401 for an ended sign-in, with none of what the reads found and no second trip', async () => {
    const student = await addPerson(s, { role: Role.Student });
    await s.json('/report', { title: 'تأخر المدرس', message: 'تأخر عشر دقائق' }, { headers: student.headers });
    const before = await read('/report/list?size=10', student.headers);
    expect(before).toMatchObject({ status: 200, body: { total: 1 }, trips: 1 });
    const { sid } = await tokenParts(student.token);
    await s.deps.db.update(signIns).set({ endedAt: TEST_NOW }).where(eq(signIns.id, sid));
    const after = await read('/report/list?size=10', student.headers);
    expect(after).toEqual({ status: 401, body: expect.objectContaining({ code: 'unauthenticated' }), trips: 1 });
    expect(JSON.stringify(after.body)).not.toContain('تأخر');
  });

  it('answers 401 for a blocked account, and for a token whose role the account no longer holds', async () => {
    const tutor = await addPerson(s, { role: Role.Tutor });
    expect((await read('/user/current', tutor.headers)).body).toMatchObject({ id: tutor.id, email: expect.any(String) });
    await s.deps.db.update(users).set({ deactivatedAt: TEST_NOW }).where(eq(users.id, tutor.id));
    const blocked = await read('/user/current', tutor.headers);
    expect(blocked).toEqual({ status: 401, body: expect.objectContaining({ code: 'unauthenticated' }), trips: 1 });
    expect(JSON.stringify(blocked.body)).not.toContain('@');

    // a token naming a role its account does not hold (sign-ins end when a role changes): nothing of the admin list
    const student = await addPerson(s, { role: Role.Student });
    const { sid, gen } = await tokenParts(student.token);
    const forged = await signToken(s.deps, { id: student.id, sid, gen, role: Role.SuperAdmin });
    const listed = await read('/user/list?size=10', { authorization: `Bearer ${forged}` });
    expect(listed).toEqual({ status: 401, body: expect.objectContaining({ code: 'unauthenticated' }), trips: 1 });
    expect(listed.body).not.toHaveProperty('list');
  });

  it('answers 401, not the handler’s answer, when the handler refused before reading anything', async () => {
    const student = await addPerson(s, { role: Role.Student });
    expect((await read('/chat/list/rooms/1?size=10', student.headers)).status).toBe(404);
    await s.deps.db.update(users).set({ deactivatedAt: TEST_NOW }).where(eq(users.id, student.id));
    expect(await read('/chat/list/rooms/1?size=10', student.headers)).toMatchObject({ status: 401, trips: 1 });
  });

  it('refuses a role the route does not allow with 403 before asking the database', async () => {
    const student = await addPerson(s, { role: Role.Student });
    expect(await read('/user/list?size=10', student.headers)).toMatchObject({ status: 403, trips: 0 });
  });

  it('still serves a token from before tokens named the role, checking it first', async () => {
    const student = await addPerson(s, { role: Role.Student });
    const { sid, gen } = await tokenParts(student.token);
    const old = await signToken(s.deps, { id: student.id, sid, gen } as TokenClaims);
    expect(await readToken(s.deps, old)).not.toHaveProperty('role');
    const headers = { authorization: `Bearer ${old}` };
    expect(await read('/user/current', headers)).toMatchObject({ status: 200, body: { id: student.id }, trips: 1 });
    expect(await read('/notification/list?size=10', headers)).toMatchObject({ status: 200, body: { total: 0 }, trips: 2 });
  });
});

describe('a token verified once is remembered by the isolate, never its sign-in', () => {
  let s: Awaited<ReturnType<typeof makeTestApp>>;
  beforeAll(async () => {
    s = await makeTestApp();
  });
  afterAll(() => s.close());

  it('still refuses a remembered token whose sign-in ended, once it expires, and under another secret', async () => {
    const student = await addPerson(s, { role: Role.Student });
    expect((await s.request('/user/current', { headers: student.headers })).status).toBe(200);
    const payload = (await readToken(s.deps, student.token))!;
    expect(
      await readToken({ ...s.deps, config: { ...s.deps.config, jwtSecret: `${s.deps.config.jwtSecret}-next` } }, student.token),
    ).toBeNull();

    const other = await addPerson(s, { role: Role.Student });
    expect((await s.request('/user/current', { headers: other.headers })).status).toBe(200);
    await s.deps.db
      .update(signIns)
      .set({ endedAt: TEST_NOW })
      .where(eq(signIns.id, (await readToken(s.deps, other.token))!.sid));
    expect((await s.request('/user/current', { headers: other.headers })).status).toBe(401);

    s.advance(payload.exp * 1000 - TEST_NOW);
    const expired = await s.request('/user/current', { headers: student.headers });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
