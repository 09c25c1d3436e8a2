import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('GET /topic/list', () => {
  it('lists topics with Arabic and English names and the total', async () => {
    const res = await t.request('/topic/list?size=100');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThan(5);
    expect(body.list).toHaveLength(body.total);
    for (const topic of body.list) {
      expect(topic.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(topic.nameEn).toMatch(/[A-Za-z]/);
    }
  });

  it('pages with the default size of ten', async () => {
    const body = await (await t.request('/topic/list')).json();
    expect(body.list.length).toBeLessThanOrEqual(10);
  });
});
