import { API_BASE } from '@kalam/core/api';
import { routeKey } from '@kalam/core/permissions';
import { allRoutes } from '@kalam/core/routes/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, groupOf, routeGroups } from '../src/app';
import { definitionsOf } from '../src/lib/router';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the route groups the Worker loads by path', () => {
  it('hold every definition once, each in the group its path is served by', async () => {
    const keys: string[] = [];
    for (const [name, load] of Object.entries(routeGroups))
      for (const def of (await load()).flatMap(definitionsOf)) {
        // a path as a client sends it: each parameter a number, which every pattern here accepts
        const sent = `${API_BASE}${def.path.replace(/:\w+(\{[^}]*\})?/g, '1')}`;
        expect(groupOf(sent), `${def.method} ${def.path}`).toBe(name);
        keys.push(routeKey(def.method, def.path));
      }
    expect(keys.toSorted()).toEqual(
      allRoutes()
        .map((d) => routeKey(d.method, d.path))
        .toSorted(),
    );
  });

  it('answer through the group app of each path, and a path no group serves with the JSON 404', async () => {
    const api = createApi(t.deps);
    const get = (path: string) => api.fetch(new Request(`http://app.test/api/v1${path}`));
    expect(await (await get('/health')).json()).toEqual({ ok: true, db: 'up' });
    expect((await get('/user/tutor/list/onboarded')).status).toBe(200);
    for (const path of ['/nothing-here', '', '/health/more']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 'not-found' });
    }
    // a route of another group is refused by its own rule, not by the group that happened to load first
    expect((await get('/user/current')).status).toBe(401);
  });

  it("build a visitor's tutor reads alone: three public routes, none of the rest of /user", async () => {
    const defs = (await routeGroups['user/tutor']!()).flatMap(definitionsOf);
    expect(defs.map((d) => routeKey(d.method, d.path)).toSorted()).toEqual([
      'GET /user/tutor/info/:id',
      'GET /user/tutor/list/onboarded',
      'GET /user/tutor/suggest',
    ]);
    expect(defs.every((d) => d.access.anonymous)).toBe(true);
    // the group's own app answers its reads and knows nothing of the rest of /user
    const api = createApi(t.deps);
    const get = (path: string, headers?: HeadersInit) => api.fetch(new Request(`http://app.test/api/v1${path}`, { headers }));
    expect((await get('/user/tutor/suggest?search=ab')).status).toBe(200);
    expect((await get('/user/tutor/info/999999')).status).toBe(404);
    expect((await get('/user/tutor/list/onboarded/more')).status).toBe(404);
    // the neighbouring paths stay with /user and its rules
    expect((await get('/user/tutor/list/uncontacted')).status).toBe(401);
    expect((await get('/user/tutor/stats/1')).status).toBe(401);
  });
});
