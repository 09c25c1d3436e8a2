import { Role, type WithdrawMethodView } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, withdrawMethods } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let tutor: Person;
let student: Person;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await addPerson(t, { role: Role.SuperAdmin });
  tutor = await addPerson(t, { role: Role.Tutor });
  student = await addPerson(t, { role: Role.Student });
});
afterAll(() => t.close());

const EGP = 100;
const list = async (who: Person) =>
  (await (await t.request('/withdraw-method/list', { headers: who.headers })).json()) as WithdrawMethodView[];
const upsert = (who: Person, body: unknown) => t.json('/withdraw-method', body, { headers: who.headers });
const update = (who: Person, id: number, body: unknown) => t.json(`/withdraw-method/${id}`, body, { method: 'PUT', headers: who.headers });
const answer = async (res: Response) => (await res.json()) as { code: string; errors?: Record<string, string> };
const idOf = async (type: string) =>
  (
    await t.deps.db
      .select({ id: withdrawMethods.id })
      .from(withdrawMethods)
      .where(eq(withdrawMethods.type, type as 'bank'))
  )[0]!.id;

describe('listing withdraw methods', () => {
  it('shows tutors the enabled methods and admins all of them', async () => {
    expect((await list(tutor)).map((m) => m.type)).toEqual(['wallet', 'bank', 'instapay']);
    const res = await update(admin, await idOf('instapay'), { enabled: false });
    expect(res.status).toBe(200);
    expect((await list(tutor)).map((m) => m.type)).toEqual(['wallet', 'bank']);
    expect((await list(student)).map((m) => m.type)).toEqual(['wallet', 'bank']);
    const all = await list(admin);
    expect(all.map((m) => [m.type, m.enabled])).toEqual([
      ['wallet', true],
      ['bank', true],
      ['instapay', false],
    ]);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      type: 'wallet',
      min: 100 * EGP,
      max: 50_000 * EGP,
      enabled: true,
      updatedAt: expect.any(Number),
    });
    await update(admin, await idOf('instapay'), { enabled: true });
  });

  it('asks who is calling', async () => {
    expect((await t.request('/withdraw-method/list')).status).toBe(401);
  });
});

describe('setting a method', () => {
  it('updates the method of an existing type (200) and creates a missing one (201)', async () => {
    const res = await upsert(admin, { type: 'bank', min: 200 * EGP, max: 20_000 * EGP });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: await idOf('bank'),
      type: 'bank',
      min: 200 * EGP,
      max: 20_000 * EGP,
      enabled: true,
      updatedAt: TEST_NOW,
    });
    await t.deps.db.delete(withdrawMethods).where(eq(withdrawMethods.type, 'instapay'));
    const made = await upsert(admin, { type: 'instapay', min: 100 * EGP, max: 10_000 * EGP, enabled: false });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ type: 'instapay', min: 100 * EGP, max: 10_000 * EGP, enabled: false });
    expect((await list(admin)).filter((m) => m.type === 'instapay')).toHaveLength(1);
  });

  it('refuses bounds that are not positive or cross, with field codes', async () => {
    expect((await answer(await upsert(admin, { type: 'wallet', min: 0, max: 100 }))).errors).toEqual({ min: 'non-positive-withdraw-min' });
    expect((await answer(await upsert(admin, { type: 'wallet', min: 100, max: -5 }))).errors).toEqual({ max: 'non-positive-withdraw-max' });
    expect((await answer(await upsert(admin, { type: 'wallet', min: 500, max: 100 }))).errors).toEqual({ min: 'withdraw-min-above-max' });
    expect((await answer(await upsert(admin, { type: 'cash', min: 1, max: 2 }))).errors).toEqual({ type: 'invalid-type' });
    expect((await answer(await upsert(admin, { type: 'wallet', min: 1.5, max: 2 }))).errors).toEqual({ min: 'invalid' });
    expect((await answer(await upsert(admin, {}))).code).toBe('empty-request');
  });

  it('changes only what is sent, keeping min ≤ max against the stored bounds', async () => {
    const id = await idOf('wallet');
    const above = await update(admin, id, { min: 60_000 * EGP });
    expect(above.status).toBe(400);
    expect((await answer(above)).errors).toEqual({ min: 'withdraw-min-above-max' });
    expect((await answer(await update(admin, id, { max: 50 * EGP }))).errors).toEqual({ min: 'withdraw-min-above-max' });
    expect((await answer(await update(admin, id, { min: 500, max: 100 }))).errors).toEqual({ min: 'withdraw-min-above-max' });
    expect((await answer(await update(admin, id, { min: 0 }))).errors).toEqual({ min: 'non-positive-withdraw-min' });
    expect((await answer(await update(admin, id, { max: -1 }))).errors).toEqual({ max: 'non-positive-withdraw-max' });
    expect((await answer(await update(admin, id, { enabled: 'yes' }))).errors).toEqual({ enabled: 'invalid' });
    expect((await answer(await update(admin, id, {}))).code).toBe('empty-request');
    const ok = await update(admin, id, { max: 30_000 * EGP });
    expect(await ok.json()).toMatchObject({ id, type: 'wallet', min: 100 * EGP, max: 30_000 * EGP, enabled: true });
  });

  it('answers an unknown id as not found', async () => {
    const res = await update(admin, 9999, { enabled: false });
    expect(res.status).toBe(404);
    expect((await answer(res)).code).toBe('withdraw-method-not-found');
  });

  it('is for admins: tutors and students are forbidden', async () => {
    for (const who of [tutor, student]) {
      expect((await upsert(who, { type: 'wallet', min: 100, max: 200 })).status).toBe(403);
      expect((await update(who, await idOf('wallet'), { enabled: false })).status).toBe(403);
    }
  });
});

describe('withdrawal requests follow the methods', () => {
  it('checks a request against the method’s current bounds and refuses a disabled method', async () => {
    await t.deps.db.insert(lessons).values({
      tutorId: tutor.id,
      studentId: student.id,
      start: TEST_NOW - 86_400_000,
      duration: 30,
      price: 100_000 * EGP,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    const id = await idOf('wallet');
    await update(admin, id, { min: 500 * EGP, max: 1000 * EGP });
    const ask = (amount: number) => t.json('/invoice', { method: 'wallet', amount, phone: '01012345678' }, { headers: tutor.headers });
    expect((await answer(await ask(400 * EGP))).errors).toEqual({ amount: 'invoice-amount-below-min' });
    expect((await answer(await ask(1001 * EGP))).errors).toEqual({ amount: 'invoice-amount-above-max' });
    expect((await ask(600 * EGP)).status).toBe(201);
    await update(admin, id, { enabled: false });
    const res = await ask(600 * EGP);
    expect(res.status).toBe(404);
    expect((await answer(res)).code).toBe('withdraw-method-not-found');
  });
});
