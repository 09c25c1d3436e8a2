import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Plan } from '@kalam/core';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('GET /plan/list', () => {
  it('lists the three seeded plans by weekly minutes with prices in piasters', async () => {
    const res = await t.request('/plan/list?active=true');
    expect(res.status).toBe(200);
    const body: Paged<Plan> = await res.json();
    expect(body.list.map((p) => p.alias)).toEqual(['Beginning', 'Advanced', 'Professional']);
    expect(body.total).toBe(3);
    for (const p of body.list) {
      expect(p.active).toBe(true);
      expect(Number.isInteger(p.fullMonthPrice)).toBe(true);
      expect(p.fullYearPrice).toBeGreaterThan(p.fullMonthPrice);
      expect(p.weeklyMinutes % 15).toBe(0);
    }
  });

  it('rejects a non-boolean active filter', async () => {
    const res = await t.request('/plan/list?active=maybe');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad-request');
  });
});
