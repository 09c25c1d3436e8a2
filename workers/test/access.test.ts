import { isAllowed, Role, routeKey } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { permissionTable } from '../src/lib/access';
import { makeTestApp } from './helpers';

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
