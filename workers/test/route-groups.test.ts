import { routeKey } from '@kalam/core/permissions';
import { allRoutes } from '@kalam/core/routes/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, routeGroups } from '../src/app';
import { definitionsOf } from '../src/lib/router';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the route groups the Worker loads by path', () => {
  it('hold every definition once, each in the group of its first path segment', async () => {
    const keys: string[] = [];
    for (const [name, load] of Object.entries(routeGroups))
      for (const def of (await load()).flatMap(definitionsOf)) {
        expect(def.path.split('/')[1], `${def.method} ${def.path}`).toBe(name);
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
});
