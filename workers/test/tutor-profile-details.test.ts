import { type CurrentUser, DAY_MS, LessonDuration, MINUTE_MS, type Paged, Role, type TutorCard, type TutorInfo } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairKey } from '../src/db/pair-key';
import { lessons, messages, roomMembers, rooms, tutors } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// Decision 032: what a tutor tells about themself (languages, years, certificates, display names), what the profile
// computes (students taught, typical reply time, the new-tutor mark), and the applicant's own preview.

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof addPerson>>;
const put = (who: Person, body: unknown) =>
  t.request(`/user/${who.id}`, { method: 'PUT', headers: who.headers, body: JSON.stringify(body) });
const info = async (id: number, headers: Record<string, string> = {}) => {
  const res = await t.request(`/user/tutor/info/${id}`, { headers });
  return { res, body: (await res.json()) as TutorInfo & { code?: string } };
};
const flush = async () => t.request('/cache/flush', { method: 'DELETE', headers: (await addPerson(t, { role: Role.SuperAdmin })).headers });

describe('a tutor’s profile details', () => {
  it('are saved from the settings form, digits typed in Arabic-Indic script included, and shown on the profile and card', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Reem Saeed' });
    const res = await put(tutor, {
      tutor: {
        nameAr: '  ريم   سعيد ',
        nameLatin: 'Reem Saeed',
        languages: [
          { code: 'en', level: 'C2' },
          { code: 'ar', level: 'native' },
        ],
        yearsTeaching: '٧',
        certificates: [{ name: 'CELTA', year: '٢٠١٩' }, { name: 'IELTS 8.5' }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const me = (await res.json()) as CurrentUser;
    expect(me.tutor).toMatchObject({
      nameAr: 'ريم سعيد',
      nameLatin: 'Reem Saeed',
      yearsTeaching: 7,
      certificates: [
        { name: 'CELTA', year: 2019 },
        { name: 'IELTS 8.5', year: null },
      ],
    });

    const { body } = await info(tutor.id);
    // strongest language first
    expect(body).toMatchObject({
      name: 'Reem Saeed',
      nameAr: 'ريم سعيد',
      languages: [
        { code: 'ar', level: 'native' },
        { code: 'en', level: 'C2' },
      ],
      yearsTeaching: 7,
      certificates: [
        { name: 'CELTA', year: 2019 },
        { name: 'IELTS 8.5', year: null },
      ],
    });
    const list = (await (await t.request('/user/tutor/list/onboarded?size=100')).json()) as Paged<TutorCard>;
    expect(list.list.find((c) => c.id === tutor.id)).toMatchObject({ nameAr: 'ريم سعيد', yearsTeaching: 7 });

    // blank names and years clear them
    const cleared = (await (await put(tutor, { tutor: { nameAr: '', nameLatin: '', yearsTeaching: null } })).json()) as CurrentUser;
    expect(cleared.tutor).toMatchObject({ nameAr: null, nameLatin: null, yearsTeaching: null });
  });

  it('refuses what is not a language, level, year or name with a field error for each', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const cases: [unknown, Record<string, string>][] = [
      [{ languages: [{ code: 'xx', level: 'C2' }] }, { 'tutor.languages.0.code': 'invalid-language' }],
      [{ languages: [{ code: 'en', level: 'C3' }] }, { 'tutor.languages.0.level': 'invalid-language' }],
      [
        {
          languages: [
            { code: 'en', level: 'C2' },
            { code: 'en', level: 'C1' },
          ],
        },
        { 'tutor.languages': 'duplicate-language' },
      ],
      [{ yearsTeaching: '٦١' }, { 'tutor.yearsTeaching': 'invalid-years-teaching' }],
      [{ yearsTeaching: 'كثير' }, { 'tutor.yearsTeaching': 'invalid-years-teaching' }],
      [{ certificates: [{ name: 'C', year: 2019 }] }, { 'tutor.certificates.0.name': 'invalid-certificate-name' }],
      [{ certificates: [{ name: 'CELTA', year: '٣٠٠٠' }] }, { 'tutor.certificates.0.year': 'invalid-certificate-year' }],
      [{ nameAr: 'Reem' }, { 'tutor.nameAr': 'invalid-name-ar' }],
      [{ nameLatin: 'ريم' }, { 'tutor.nameLatin': 'invalid-name-latin' }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(tutor, { tutor: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({ code: 'bad-request', errors });
    }
  });
});

describe('what the profile computes', () => {
  it('counts students taught, marks a tutor approved in the last six weeks as new, and shows a reply time only with five replies', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const students = await Promise.all([1, 2].map(() => addPerson(t, { role: Role.Student })));
    // three ended lessons with two students; a cancelled one and a future one do not count
    const lesson = (studentId: number, start: number, canceledAt: number | null = null) => ({
      tutorId: tutor.id,
      studentId,
      start,
      duration: LessonDuration.Long,
      price: 7500,
      canceledAt,
      createdAt: start - DAY_MS,
      updatedAt: start - DAY_MS,
    });
    await t.deps.db
      .insert(lessons)
      .values([
        lesson(students[0]!.id, TEST_NOW - 3 * DAY_MS),
        lesson(students[0]!.id, TEST_NOW - 2 * DAY_MS),
        lesson(students[1]!.id, TEST_NOW - DAY_MS),
        lesson(students[1]!.id, TEST_NOW - 4 * DAY_MS, TEST_NOW - 5 * DAY_MS),
        lesson(students[1]!.id, TEST_NOW + DAY_MS),
      ]);
    await t.deps.db
      .update(tutors)
      .set({ activatedAt: TEST_NOW - 10 * DAY_MS })
      .where(eq(tutors.userId, tutor.id));

    // four replies: not enough to say
    const [room] = await t.deps.db
      .insert(rooms)
      .values({ pairKey: pairKey(students[0]!.id, tutor.id), createdAt: TEST_NOW })
      .returning();
    await t.deps.db.insert(roomMembers).values([
      { roomId: room!.id, userId: students[0]!.id },
      { roomId: room!.id, userId: tutor.id },
    ]);
    const exchange = (k: number, replyMinutes: number) => {
      const asked = TEST_NOW - (k + 1) * DAY_MS;
      return [
        { roomId: room!.id, senderId: students[0]!.id, text: 'سؤال', createdAt: asked },
        { roomId: room!.id, senderId: tutor.id, text: 'إجابة', createdAt: asked + replyMinutes * MINUTE_MS },
        // a second message of the tutor's in a row is not a reply
        { roomId: room!.id, senderId: tutor.id, text: 'وأيضًا', createdAt: asked + (replyMinutes + 600) * MINUTE_MS },
      ];
    };
    await t.deps.db.insert(messages).values([10, 20, 30, 40].flatMap((m, k) => exchange(k, m)));
    let { body } = await info(tutor.id);
    expect(body).toMatchObject({ lessonsTaught: 3, studentsTaught: 2, newTutor: true, replyMinutes: null });

    // a fifth reply: the median of 10, 20, 30, 40 and 300 minutes; replies older than 90 days are not read
    await t.deps.db.insert(messages).values([...exchange(4, 300), ...exchange(100, 1)]);
    await flush();
    ({ body } = await info(tutor.id));
    expect(body.replyMinutes).toBe(30);

    await t.deps.db
      .update(tutors)
      .set({ activatedAt: TEST_NOW - 43 * DAY_MS })
      .where(eq(tutors.userId, tutor.id));
    await flush();
    expect((await info(tutor.id)).body.newTutor).toBe(false);
  });
});

describe('an applicant’s preview of their public profile', () => {
  it('is shown to the applicant, interviewers and admins (flagged, never stored) and stays not found for everyone else', async () => {
    const applicant = await addPerson(t, { role: Role.Tutor, activated: false, name: 'New Applicant' });
    await put(applicant, { tutor: { languages: [{ code: 'ar', level: 'native' }] } });
    const manager = await addPerson(t, { role: Role.TutorManager });
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    for (const who of [applicant, manager, admin]) {
      const { res, body } = await info(applicant.id, who.headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(body).toMatchObject({ id: applicant.id, activated: false, languages: [{ code: 'ar', level: 'native' }] });
    }
    const others = [
      {},
      (await addPerson(t, { role: Role.Student })).headers,
      (await addPerson(t, { role: Role.Tutor })).headers,
      (await addPerson(t, { role: Role.Studio })).headers,
    ];
    for (const headers of others) {
      const { res, body } = await info(applicant.id, headers);
      expect(res.status).toBe(404);
      expect(body).toEqual({ code: 'tutor-not-found' });
    }
  });
});
