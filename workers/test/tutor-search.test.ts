import { type Paged, Role, type TutorCard } from '@kalam/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, ratings, topics, users } from '../src/db/schema';
import { runScheduledJobs } from '../src/jobs/index';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// Unseeded: only the tutors and topics made here, so every expectation names exactly who is found.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let admin: Awaited<ReturnType<typeof addPerson>>;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

type Page = Paged<TutorCard> & { hints?: { spelling: string | null; without: { filter: string; total: number }[] } };
const list = async (query: string) => {
  const res = await t.request(`/user/tutor/list/onboarded?${query.includes('size=') ? '' : 'size=50&'}${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const found = async (search: string, more = '') => (await list(`search=${encodeURIComponent(search)}${more}`)).list.map((c) => c.name);

async function tutor(name: string, topicIds: number[], opts: { rating?: number; lessons?: number; gender?: 'male' | 'female' } = {}) {
  const p = await addPerson(t, { role: Role.Tutor, name });
  ids[name] = p.id;
  tokens[name] = p.token;
  // through the API, as a tutor does: the search index follows the change
  const res = await t.request('/topic/of/user', { method: 'PATCH', headers: p.headers, body: JSON.stringify({ topicIds }) });
  expect(res.status).toBe(200);
  if (opts.gender)
    await t.request(`/user/${p.id}`, { method: 'PUT', headers: admin.headers, body: JSON.stringify({ gender: opts.gender }) });
  if (opts.rating) {
    const rater = await addPerson(t, { role: Role.Student });
    await t.deps.db
      .insert(ratings)
      .values({ raterId: rater.id, rateeId: p.id, value: opts.rating, createdAt: TEST_NOW, updatedAt: TEST_NOW });
  }
  return p;
}

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  admin = await addPerson(t, { role: Role.SuperAdmin });
  await t.deps.db.insert(topics).values([
    { id: 1, nameAr: 'محادثة', nameEn: 'Conversation', createdAt: TEST_NOW },
    { id: 2, nameAr: 'آيلتس', nameEn: 'IELTS', createdAt: TEST_NOW },
    { id: 3, nameAr: 'قواعد اللغة', nameEn: 'Grammar', createdAt: TEST_NOW },
  ]);
  await tutor('Reem Saeed', [1], { rating: 4, gender: 'female' });
  await tutor('أحمد سمير', [2], { rating: 5, gender: 'male' });
  await tutor('Ahmed Fathy', [3], { rating: 3, gender: 'male' });
  await tutor('Mona Ezzat', [2, 3], { gender: 'female' });
});
afterAll(() => t.close());

describe('tutor search in Arabic and Latin letters', () => {
  it('finds a Latin name from its Arabic spelling and an Arabic name from its Latin one', async () => {
    expect(await found('ريم')).toEqual(['Reem Saeed']);
    expect(await found('Reem')).toEqual(['Reem Saeed']);
    expect((await found('Ahmed')).sort()).toEqual(['Ahmed Fathy', 'أحمد سمير']);
  });

  it('reads every alef form, with or without diacritics and tatweel, as the same word', async () => {
    const variants = ['احمد', 'أحمد', 'إحمد', 'أَحْمَد', 'أحـــمد'];
    for (const v of variants) expect((await found(v)).sort(), v).toEqual(['Ahmed Fathy', 'أحمد سمير']);
  });

  it('finds topics by either name, ta marbuta or ha, alef with or without madda', async () => {
    expect(await found('محادثة')).toEqual(['Reem Saeed']);
    expect(await found('محادثه')).toEqual(['Reem Saeed']);
    expect(await found('المحادثة')).toEqual(['Reem Saeed']);
    expect(await found('conversation')).toEqual(['Reem Saeed']);
    for (const v of ['ايلتس', 'آيلتس', 'IELTS', 'ielts']) expect((await found(v)).sort(), v).toEqual(['Mona Ezzat', 'أحمد سمير']);
  });

  it('matches each word as a prefix while typing', async () => {
    expect((await found('أحم')).sort()).toEqual(['Ahmed Fathy', 'أحمد سمير']);
    expect(await found('gram')).toEqual(['Ahmed Fathy', 'Mona Ezzat']);
    expect(await found('ahmed gram')).toEqual(['Ahmed Fathy']);
  });

  it('ranks by relevance, then rating, and combines with filters and paging', async () => {
    // both Ahmeds are found; the name written as typed ranks above the same name in the other script
    expect(await found('Ahmed')).toEqual(['Ahmed Fathy', 'أحمد سمير']);
    expect(await found('أحمد')).toEqual(['أحمد سمير', 'Ahmed Fathy']);
    expect(await found('Ahmed', '&gender=female')).toEqual([]);
    expect(await found('قواعد', '&gender=female')).toEqual(['Mona Ezzat']);
    const first = await list('search=ielts&size=1&page=1');
    const second = await list('search=ielts&size=1&page=2');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.list, ...second.list].map((c) => c.name).sort()).toEqual(['Mona Ezzat', 'أحمد سمير']);
  });

  it('follows a tutor renaming themself', async () => {
    const p = await tutor('Karim Adel', [1]);
    expect(await found('كريم')).toEqual(['Karim Adel']);
    const res = await t.request(`/user/${p.id}`, { method: 'PUT', headers: p.headers, body: JSON.stringify({ name: 'Tarek Adel' }) });
    expect(res.status).toBe(200);
    expect(await found('كريم')).toEqual([]);
    expect(await found('طارق')).toEqual(['Tarek Adel']);
  });

  it('indexes, on the next cron tick, a tutor whose row is missing', async () => {
    const p = await tutor('Hazem Nabil', []);
    await t.deps.db.run(sql`delete from tutor_search where rowid = ${p.id}`);
    expect(await found('حازم')).toEqual([]);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await found('حازم')).toEqual(['Hazem Nabil']);
  });

  it('says what to change when nothing matches: a close spelling and the filters to drop', async () => {
    const miss = await list(`search=${encodeURIComponent('محادسة')}`);
    expect(miss.total).toBe(0);
    expect(miss.hints?.spelling).toBe('محادثة');
    expect(await found(miss.hints!.spelling!)).toEqual(['Reem Saeed', 'Tarek Adel']);
    const filtered = await list(`search=${encodeURIComponent('ريم')}&gender=male&minRating=3`);
    expect(filtered.hints?.without).toEqual([
      { filter: 'search', total: 2 },
      { filter: 'gender', total: 1 },
    ]);
    const plain = await list('gender=female&minRating=5');
    expect(plain.hints?.without).toEqual([
      { filter: 'gender', total: 1 },
      { filter: 'minRating', total: 2 },
    ]);
  });
});

describe('suggestions under the search box', () => {
  it('offer tutors by name in either script and topics by either name after two letters', async () => {
    const res = await t.request(`/user/tutor/suggest?search=${encodeURIComponent('اي')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tutors: { name: string }[]; topics: { nameEn: string }[] };
    expect(body.topics.map((x) => x.nameEn)).toEqual(['IELTS']);
    const ah = (await (await t.request('/user/tutor/suggest?search=ahm')).json()) as typeof body;
    expect(ah.tutors.map((x) => x.name).sort()).toEqual(['Ahmed Fathy', 'أحمد سمير']);
    expect((await t.request('/user/tutor/suggest?search=a')).status).toBe(400);
  });
});

describe('sort', () => {
  it('orders by rating (default), lessons taught, soonest free and newest', async () => {
    const all = async (q: string) => (await list(q)).list.map((c) => c.name);
    const rated = await all('');
    expect(rated.slice(0, 3)).toEqual(['أحمد سمير', 'Reem Saeed', 'Ahmed Fathy']);
    const end = TEST_NOW - 60 * 60_000;
    const student = await addPerson(t, { role: Role.Student });
    await t.deps.db.insert(lessons).values(
      [0, 1].map((i) => ({
        tutorId: ids['Mona Ezzat']!,
        studentId: student.id,
        start: end - (i + 1) * 86_400_000,
        duration: 30 as const,
        price: 7500,
        createdAt: TEST_NOW - 3 * 86_400_000,
        updatedAt: TEST_NOW,
      })),
    );
    expect((await all('sortBy=lessons'))[0]).toBe('Mona Ezzat');
    expect(await all('sortBy=lessons&size=1&page=1')).toEqual(['Mona Ezzat']);
    // free from Sunday 18:00 Cairo today beats free from Monday; tutors with no hours come last
    const hours = async (name: string, weekdays: number[]) => {
      const res = await t.json(
        '/availability-slot/',
        {
          type: 'schedule',
          title: 'مواعيدي الأسبوعية',
          validFrom: TEST_NOW - 86_400_000,
          weekdays,
          startMinute: 18 * 60,
          durationMinutes: 120,
        },
        { headers: { authorization: `Bearer ${tokens[name]}` } },
      );
      expect(res.status).toBe(201);
    };
    await hours('Ahmed Fathy', [1]);
    await hours('Reem Saeed', [0]);
    expect((await all('sortBy=free')).slice(0, 2)).toEqual(['Reem Saeed', 'Ahmed Fathy']);
    await t.deps.db
      .update(users)
      .set({ createdAt: TEST_NOW + 1 })
      .where(eq(users.id, ids['Mona Ezzat']!));
    expect((await all('sortBy=newest'))[0]).toBe('Mona Ezzat');
    expect((await t.request('/user/tutor/list/onboarded?sortBy=price')).status).toBe(400);
  });

  it('finds a tutor by the display names they give in Arabic and Latin letters, once saved', async () => {
    const mona = ids['Mona Ezzat']!;
    const foundIds = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).list.map((c) => c.id);
    expect(await foundIds('الشريف')).not.toContain(mona);
    const saved = await t.request(`/user/${mona}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens['Mona Ezzat']}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tutor: { nameAr: 'منى الشريف', nameLatin: 'Mona El-Sherif' } }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await foundIds('الشريف')).toContain(mona);
    expect(await foundIds('Sherif')).toContain(mona);
  });
});

describe('a name many tutors share', () => {
  it('counts them all on every page, and pages through each order as one long list would', async () => {
    const nours = ['Nour Adel', 'Nour Ali', 'Nour Hassan', 'Nour Saeed', 'Nour Fouad', 'Nour Nabil', 'Nour Mansour'];
    for (const [i, name] of nours.entries()) await tutor(name, [1 + (i % 3)], i % 3 ? { rating: 1 + (i % 5) } : {});
    const search = `search=${encodeURIComponent('نور')}`;
    for (const sortBy of ['', 'rating', 'lessons', 'free', 'newest']) {
      const order = sortBy ? `&sortBy=${sortBy}` : '';
      const whole = await list(`${search}${order}&size=50`);
      expect(whole.total, sortBy).toBe(nours.length);
      expect(whole.list.map((c) => c.name).sort(), sortBy).toEqual([...nours].sort());
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`${search}${order}&size=2&page=${page}`)));
      expect(
        pages.map((p) => p.total),
        sortBy,
      ).toEqual([7, 7, 7, 7]);
      expect(
        pages.flatMap((p) => p.list.map((c) => c.name)),
        sortBy,
      ).toEqual(whole.list.map((c) => c.name));
    }
    // best rated first when asked, unrated last
    const rated = (await list(`${search}&sortBy=rating&size=50`)).list.map((c) => c.rating.avg);
    expect(rated).toEqual([...rated].sort((a, b) => (b ?? -1) - (a ?? -1)));
    // a page past the last (an old link) is empty but still tells how many there are, without hints
    const past = await list(`${search}&size=2&page=9`);
    expect([past.list, past.total, past.hints]).toEqual([[], 7, undefined]);
  });
});
