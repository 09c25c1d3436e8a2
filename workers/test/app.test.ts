import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('answers an unknown path with the JSON not-found envelope', async () => {
    const res = await t.request('/no/such/thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not-found' });
  });

  it('reports health with the database up', async () => {
    const res = await t.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: 'up' });
  });

  it('reports the database down with 503 and the same documented body', async () => {
    const down = await makeTestApp({ seed: false });
    down.close();
    const res = await down.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, db: 'down' });
  });

  it('gives every response a request id and secure headers', async () => {
    const res = await t.request('/health');
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows credentials only for allow-listed origins', async () => {
    const allowed = await t.request('/health', { headers: { origin: 'http://app.test' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await t.request('/health', { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed JSON with bad-request, never a 500', async () => {
    const res = await t.request('/contact-request/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad-request');
  });
});
