import { TZDate } from '@date-fns/tz';
import { DAY_MS, HOUR_MS, type LessonDuration, type MonthEarnings, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../src/db/schema';
import { addPerson, countRoundTrips, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;
let other: Person;
let salma: Person;
let omar: Person;

const cairo = (month: number, day: number, hour: number, minute = 0) =>
  new TZDate(2026, month - 1, day, hour, minute, 'Africa/Cairo').getTime();

async function lesson(
  who: Person,
  student: Person,
  start: number,
  price: number,
  opts: { cancelled?: boolean; duration?: LessonDuration } = {},
) {
  await t.deps.db.insert(lessons).values({
    tutorId: who.id,
    studentId: student.id,
    start,
    duration: opts.duration ?? 30,
    price,
    canceledAt: opts.cancelled ? start - DAY_MS : null,
    createdAt: start - 2 * DAY_MS,
    updatedAt: start - 2 * DAY_MS,
  } satisfies typeof lessons.$inferInsert);
}

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Mariam Tutor' });
  other = await addPerson(t, { role: Role.Tutor });
  salma = await addPerson(t, { role: Role.Student, name: 'سلمى فؤاد' });
  omar = await addPerson(t, { role: Role.Student, name: 'Omar, "the early one"' });
  // November (Cairo): three taught lessons, a cancelled one, one later today that has not happened yet
  await lesson(tutor, salma, cairo(11, 1, 0, 30), 4_000); // just after midnight in Cairo: still November there
  await lesson(tutor, omar, cairo(11, 10, 18), 7_550, { duration: 15 });
  await lesson(tutor, salma, cairo(11, 20, 9), 4_000);
  await lesson(tutor, salma, cairo(11, 21, 9), 4_000, { cancelled: true });
  await lesson(tutor, salma, TEST_NOW + 2 * HOUR_MS, 4_000);
  // October's last evening in Cairo, and another tutor's lesson
  await lesson(tutor, omar, cairo(10, 31, 23), 3_000);
  await lesson(other, salma, cairo(11, 12, 12), 9_999);
  // a name stored with a line break (from before names were checked) must stay inside its cell under CRLF rows
  const nadia = await addPerson(t, { role: Role.Student, name: 'Nadia\nSaid' });
  await lesson(other, nadia, cairo(9, 5, 10), 5_000);
});
afterAll(() => t.close());

const list = (who: Person, query: string) => t.request(`/earning/list?${query}`, { headers: who.headers });

describe('earnings lesson by lesson', () => {
  it("lists a Cairo month's taught lessons newest first, with the month's sum, the access check riding in its one batch", async () => {
    let res: Response | undefined;
    expect(await countRoundTrips(t, async () => (res = await list(tutor, 'month=2026-11&size=2')))).toBe(1);
    expect(res!.status).toBe(200);
    const page = (await res!.json()) as MonthEarnings;
    expect(page.total).toBe(3);
    expect(page.earned).toBe(15_550);
    expect(page.list.map((l) => [l.start, l.student.name, l.duration, l.earned])).toEqual([
      [cairo(11, 20, 9), 'سلمى فؤاد', 30, 4_000],
      [cairo(11, 10, 18), 'Omar, "the early one"', 15, 7_550],
    ]);
    const second = (await (await list(tutor, 'month=2026-11&size=2&page=2')).json()) as MonthEarnings;
    expect(second.list.map((l) => l.start)).toEqual([cairo(11, 1, 0, 30)]);
    const october = (await (await list(tutor, 'month=2026-10')).json()) as MonthEarnings;
    expect([october.total, october.earned]).toEqual([1, 3_000]);
  });

  it('exports the month as a spreadsheet opens it: UTF-8 mark, Arabic headings, Cairo times, pounds, quoted names', async () => {
    const res = await t.request('/earning/export?month=2026-11', { headers: tutor.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="kalam-earnings-2026-11.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'التاريخ,الوقت (القاهرة),الطالب,المدة (دقيقة),المبلغ (ج.م.)',
      '2026-11-01,00:30,سلمى فؤاد,30,40.00',
      '2026-11-10,18:00,"Omar, ""the early one""",15,75.50',
      '2026-11-20,09:00,سلمى فؤاد,30,40.00',
      '',
    ]);
  });

  it('keeps a line break inside its cell, so the row does not split in a spreadsheet', async () => {
    const res = await t.request('/earning/export?month=2026-09', { headers: other.headers });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.slice(1).split('\r\n')[1]).toBe('2026-09-05,10:00,"Nadia\nSaid",30,50.00');
  });

  it('is for tutors about their own lessons, and refuses a month that is not one', async () => {
    const theirs = (await (await list(other, 'month=2026-11')).json()) as MonthEarnings;
    expect(theirs.list.map((l) => l.earned)).toEqual([9_999]);
    expect((await list(salma, 'month=2026-11')).status).toBe(403);
    expect((await t.request('/earning/export?month=2026-11', { headers: salma.headers })).status).toBe(403);
    for (const month of ['2026-13', '2026-1', 'nov', '']) {
      const res = await list(tutor, `month=${month}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { month: 'invalid' } });
    }
  });
});
