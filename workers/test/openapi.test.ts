import { apiErrorCodes, routeKey } from '@kalam/core';
import { allRoutes } from '@kalam/core/routes/index';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/deps';
import { assertRoutesCovered, permissionTableOf } from '../src/lib/access';
import { lessonRoutes } from '../src/routes/lesson';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Operation = { summary?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: { code: { enum: string[] } } }> };
};
let doc: Document;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  const res = await t.request('/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await res.json()) as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: routeKey(method, path.replace(/\{(\w+)\}/g, ':$1')), op })),
  );

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route the permission walk knows, once', () => {
    const registered = new Set(
      t.app.routes.filter((r) => r.method !== 'ALL').map((r) => routeKey(r.method, r.path.slice('/api/v1'.length))),
    );
    const documented = operations().map((o) => o.key);
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented.toSorted()).toEqual([...registered].toSorted());
  });

  it('refuses, when the app is built, a route registered without a definition', () => {
    const app = new Hono<AppEnv>().basePath('/api/v1');
    app.route('/', lessonRoutes);
    expect(() => assertRoutesCovered(app, permissionTableOf(allRoutes()))).not.toThrow();
    app.get('/lesson/secret', (c) => c.text('undocumented'));
    expect(() => assertRoutesCovered(app, permissionTableOf(allRoutes()))).toThrow(/without a definition.*GET \/api\/v1\/lesson\/secret/);
  });

  it('gives each route a summary, its answers, its errors and its security', () => {
    for (const { key, op } of operations()) {
      expect(op.summary, key).toBeTruthy();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2') || s === '302'),
        key,
      ).toBe(true);
      expect(op.responses['500'], key).toBeDefined();
      expect(op.security?.length, key).toBeGreaterThan(0);
    }
  });

  it('names every value of a list of allowed values (a lesson is 15 or 30 minutes; six roles)', () => {
    const schemas = doc.components.schemas as unknown as Record<string, { properties: Record<string, { enum?: unknown[] }> }>;
    expect(schemas.Lesson?.properties.duration?.enum).toEqual([15, 30]);
    expect(schemas.PublicUser?.properties.role?.enum).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('documents every error code of the catalogue under the status it is answered with', () => {
    const documented = Object.entries(doc.components.schemas)
      .filter(([name]) => /^Error\d{3}$/.test(name))
      .flatMap(([, schema]) => schema.properties.code.enum);
    expect(documented.toSorted()).toEqual([...apiErrorCodes].toSorted());
  });
});
