import { type Paged, Role, type TutorCard } from '@kalam/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutors, tutorTopics, users } from '../src/db/schema';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let onboardedIds: number[];
beforeAll(async () => {
  t = await makeTestApp();
  const rows = await t.deps.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.role, Role.Tutor), eq(tutors.activated, true), isNull(users.deactivatedAt)));
  onboardedIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

async function list(query = ''): Promise<Paged<TutorCard>> {
  const res = await t.request(`/user/tutor/list/onboarded${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /user/tutor/list/onboarded', () => {
  it('pages through every onboarded tutor, ten by default, and nobody else', async () => {
    const first = await list();
    expect(first.total).toBe(onboardedIds.length);
    expect(first.list).toHaveLength(10);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 10); page++) seen.push(...(await list(`?page=${page}`)).list.map((c) => c.id));
    expect(new Set(seen).size).toBe(first.total);
    expect([...seen].sort((a, b) => a - b)).toEqual([...onboardedIds].sort((a, b) => a - b));
  });

  it('excludes tutors who are not activated', async () => {
    const [pending] = await t.deps.db.select({ id: tutors.userId }).from(tutors).where(eq(tutors.activated, false));
    expect(pending).toBeDefined();
    const all = await list('?size=100');
    expect(all.list.map((c) => c.id)).not.toContain(pending!.id);
  });

  it('shows rating, lessons taught, Arabic bio and topics on each card', async () => {
    const { list: cards } = await list('?size=100');
    expect(cards.some((c) => c.rating.count > 0 && c.rating.avg! >= 1 && c.rating.avg! <= 5)).toBe(true);
    expect(cards.some((c) => c.lessonsTaught > 0)).toBe(true);
    for (const c of cards) {
      expect(c.bio).toMatch(/[\u0600-\u06FF]/);
      expect(c.topics.length).toBeGreaterThan(0);
    }
  });

  it('sorts by rating, best first, unrated last', async () => {
    const { list: cards } = await list('?size=100');
    const rated = cards.filter((c) => c.rating.avg !== null).map((c) => c.rating.avg!);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const firstUnrated = cards.findIndex((c) => c.rating.avg === null);
    if (firstUnrated >= 0) expect(cards.slice(firstUnrated).every((c) => c.rating.avg === null)).toBe(true);
  });

  it('filters by topic', async () => {
    const [link] = await t.deps.db.select().from(tutorTopics).limit(1);
    const { list: cards, total } = await list(`?topic=${link!.topicId}&size=100`);
    expect(total).toBeGreaterThan(0);
    for (const c of cards) expect(c.topics.map((x) => x.id)).toContain(link!.topicId);
  });

  it('searches names in each match mode, case-insensitively', async () => {
    const { list: cards } = await list('?size=100');
    const name = cards[0]!.name;
    const exact = await list(`?search=${encodeURIComponent(name.toUpperCase())}&match=exact`);
    expect(exact.list.map((c) => c.name)).toContain(name);
    const prefix = await list(`?search=${encodeURIComponent(name.slice(0, 3))}&match=prefix&size=100`);
    expect(prefix.list.every((c) => c.name.toLowerCase().startsWith(name.slice(0, 3).toLowerCase()))).toBe(true);
    const suffix = await list(`?search=${encodeURIComponent(name.slice(-3))}&match=suffix&size=100`);
    expect(suffix.list.every((c) => c.name.toLowerCase().endsWith(name.slice(-3).toLowerCase()))).toBe(true);
    const none = await list('?search=%25%25zzzz');
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('answers bad paging with bad-request and field codes', async () => {
    for (const q of ['?page=0', '?size=101', '?size=abc']) {
      const res = await t.request(`/user/tutor/list/onboarded${q}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('bad-request');
      expect(Object.keys(body.errors)).toHaveLength(1);
    }
  });
});
