import { type BankView, DAY_MS, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let tutor: Person;

const list = async (who: Person) => (await (await t.request('/withdraw-method/bank/list', { headers: who.headers })).json()) as BankView[];
const add = (who: Person, body: unknown) => t.json('/withdraw-method/bank', body, { headers: who.headers });
const change = (who: Person, id: number, body: unknown) =>
  t.json(`/withdraw-method/bank/${id}`, body, { method: 'PUT', headers: who.headers });
const withdraw = (bank: string) =>
  t.json('/invoice', { method: 'bank', amount: 10_000, bank, account: '12345678', receiver: 'Omar Adel' }, { headers: tutor.headers });
const errors = async (res: Response) => ((await res.json()) as { errors?: Record<string, string> }).errors;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await addPerson(t, { role: Role.RegularAdmin });
  tutor = await addPerson(t, { role: Role.Tutor });
  const student = await addPerson(t, { role: Role.Student });
  const start = TEST_NOW - DAY_MS;
  await t.deps.db
    .insert(lessons)
    .values({ tutorId: tutor.id, studentId: student.id, start, duration: 30, price: 100_000, createdAt: start, updatedAt: start });
});
afterAll(() => t.close());

describe('banks tutors withdraw to', () => {
  it('lists Egypt’s main banks by Arabic name to a tutor', async () => {
    const banks = await list(tutor);
    expect(banks.length).toBeGreaterThanOrEqual(15);
    expect(banks.slice(0, 2).map((b) => b.nameAr)).toEqual(['البنك الأهلي المصري', 'بنك مصر']);
    expect(banks.find((b) => b.code === 'cib')?.nameAr).toBe('البنك التجاري الدولي (CIB)');
  });

  it('lets an admin add a bank that a tutor can then withdraw to, and nobody else add one', async () => {
    expect((await add(tutor, { code: 'saib', nameAr: 'بنك الشركة المصرفية العربية الدولية' })).status).toBe(403);
    expect(await errors(await add(admin, { code: 'Saib Bank', nameAr: 'SAIB' }))).toEqual({
      code: 'invalid-bank-code',
      nameAr: 'bank-name-not-arabic',
    });
    expect(await errors(await add(admin, { code: 'nbe', nameAr: 'بنك جديد' }))).toEqual({ code: 'bank-code-taken' });
    expect(await errors(await add(admin, { code: 'nbe2', nameAr: 'البنك الأهلي المصري' }))).toEqual({ nameAr: 'bank-name-taken' });
    const res = await add(admin, { code: ' SAIB ', nameAr: 'بنك الشركة المصرفية العربية الدولية' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ code: 'saib', hidden: false });
    expect((await list(tutor)).map((b) => b.code)).toContain('saib');
    expect((await withdraw('saib')).status).toBe(201);
  });

  it('lets an admin rename and hide a bank: hidden, it leaves the tutor’s list and new withdrawals refuse it', async () => {
    const alex = (await list(admin)).find((b) => b.code === 'alex')!;
    const renamed = await change(admin, alex.id, { nameAr: 'بنك الإسكندرية (إنتيسا سان باولو)' });
    expect(await renamed.json()).toMatchObject({ nameAr: 'بنك الإسكندرية (إنتيسا سان باولو)' });
    expect((await change(admin, alex.id, { hidden: true })).status).toBe(200);
    expect((await list(tutor)).map((b) => b.code)).not.toContain('alex');
    expect((await list(admin)).find((b) => b.code === 'alex')?.hidden).toBe(true);
    const refused = await withdraw('alex');
    expect(refused.status).toBe(400);
    expect(await errors(refused)).toEqual({ bank: 'invalid-bank-name' });
    expect(await errors(await withdraw('no-such-bank'))).toEqual({ bank: 'invalid-bank-name' });
    expect((await change(admin, 99_999, { hidden: false })).status).toBe(404);
    expect(await errors(await change(admin, alex.id, {}))).toBeDefined();
  });
});
