import { DAY_MS, type Paged, Role, type UncontactedTutor } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairKey } from '../src/db/pair-key';
import { interviews, roomMembers, rooms, users } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let manager: Person;
let admin: Person;
const applicants: Record<string, Person> = {};

/** A chat room between two people, as booking or a first message makes it. */
async function room(a: number, b: number) {
  const [r] = await t.deps.db
    .insert(rooms)
    .values({ pairKey: pairKey(a, b), createdAt: TEST_NOW })
    .returning({ id: rooms.id });
  await t.deps.db.insert(roomMembers).values([
    { roomId: r!.id, userId: a },
    { roomId: r!.id, userId: b },
  ]);
}

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  manager = await addPerson(t, { role: Role.TutorManager });
  admin = await addPerson(t, { role: Role.SuperAdmin });
  const names = [
    'waiting longest',
    'waiting',
    'interviewed',
    'chatted with manager',
    'chatted with admin',
    'chatted with a tutor',
    'deactivated',
    'newest',
  ];
  for (const [i, name] of names.entries()) {
    applicants[name] = await addPerson(t, { role: Role.Tutor, activated: false, verified: i % 2 === 0 });
    await t.deps.db
      .update(users)
      .set({ createdAt: TEST_NOW - (names.length - i) * DAY_MS, phone: '01012345678' })
      .where(eq(users.id, applicants[name]!.id));
  }
  await addPerson(t, { role: Role.Tutor }); // onboarded: not an applicant
  await addPerson(t, { role: Role.Student });
  const onboarded = await addPerson(t, { role: Role.Tutor });
  await t.deps.db.insert(interviews).values({
    interviewerId: manager.id,
    intervieweeId: applicants.interviewed!.id,
    start: TEST_NOW + DAY_MS,
    status: 4,
    canceled: true,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  await room(applicants['chatted with manager']!.id, manager.id);
  await room(applicants['chatted with admin']!.id, admin.id);
  await room(applicants['chatted with a tutor']!.id, onboarded.id);
  await t.deps.db.update(users).set({ deactivatedAt: TEST_NOW }).where(eq(users.id, applicants.deactivated!.id));
});
afterAll(() => t.close());

const list = async (who: Person, query = '') =>
  (await (await t.request(`/user/tutor/list/uncontacted${query}`, { headers: who.headers })).json()) as Paged<UncontactedTutor>;

describe('GET /user/tutor/list/uncontacted', () => {
  it('lists applicants no tutor manager or admin has interviewed or chatted with, oldest first, with how to reach them', async () => {
    const { list: found, total } = await list(manager);
    expect(found.map((u) => u.id)).toEqual(['waiting longest', 'waiting', 'chatted with a tutor', 'newest'].map((n) => applicants[n]!.id));
    expect(total).toBe(4);
    expect(found[0]).toEqual({
      id: applicants['waiting longest']!.id,
      name: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      phone: '01012345678',
      image: null,
      gender: null,
      verified: true,
      createdAt: TEST_NOW - 8 * DAY_MS,
    });
  });

  it('pages, and drops an applicant once a manager reaches out', async () => {
    const second = await list(admin, '?size=1&page=2');
    expect([second.list.map((u) => u.id), second.total]).toEqual([[applicants.waiting!.id], 4]);
    await room(applicants.waiting!.id, manager.id);
    expect((await list(manager)).list.map((u) => u.id)).not.toContain(applicants.waiting!.id);
    expect((await t.request('/user/tutor/list/uncontacted?size=0', { headers: manager.headers })).status).toBe(400);
  });

  it('is for tutor managers and admins only', async () => {
    for (const role of [Role.Tutor, Role.Student, Role.Studio]) {
      expect((await t.request('/user/tutor/list/uncontacted', { headers: (await addPerson(t, { role })).headers })).status).toBe(403);
    }
    expect((await t.request('/user/tutor/list/uncontacted')).status).toBe(401);
    expect(
      (await t.request('/user/tutor/list/uncontacted', { headers: (await addPerson(t, { role: Role.RegularAdmin })).headers })).status,
    ).toBe(200);
  });
});
