import { TZDate } from '@date-fns/tz';
import {
  DAY_MS,
  type InvoiceStats,
  type InvoiceStatus,
  type InvoiceView,
  invoiceStatuses,
  MINUTE_MS,
  type Paged,
  Role,
  weekOf,
} from '@kalam/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { assets, invoices, lessons, outbox, transactions, users, withdrawMethods } from '../src/db/schema';
import { sanitizeHtml } from '../src/lib/sanitize';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let student: Person;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await addPerson(t, { role: Role.RegularAdmin });
  student = await addPerson(t, { role: Role.Student });
});
afterAll(() => t.close());

const EGP = 100;
const wallet = (amount: number) => ({ method: 'wallet', amount, phone: '01012345678' });

/** A lesson written straight to the database; it ended `agoMs` before now unless cancelled or in the future. */
async function lesson(tutor: Person, price: number, start = TEST_NOW - DAY_MS, opts: { cancelled?: boolean } = {}) {
  await t.deps.db.insert(lessons).values({
    tutorId: tutor.id,
    studentId: student.id,
    start,
    duration: 30,
    price,
    canceledAt: opts.cancelled ? start - DAY_MS : null,
    createdAt: start - 2 * DAY_MS,
    updatedAt: start - 2 * DAY_MS,
  });
}

/** A tutor whose fulfilled lessons earned `earned` piasters. */
async function tutorWith(earned: number) {
  const tutor = await addPerson(t, { role: Role.Tutor });
  if (earned) await lesson(tutor, earned);
  return tutor;
}

const request = async (who: Person, body: unknown) => t.json('/invoice', body, { headers: who.headers });
const byReceiver = async (who: Person, id: number, body: unknown) =>
  t.json(`/invoice/receiver/${id}`, body, { method: 'PUT', headers: who.headers });
async function byAdmin(who: Person, id: number, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return t.request(`/invoice/admin/${id}`, { method: 'PUT', body: form, headers: { authorization: who.headers.authorization } });
}
const get = async (who: Person | null, path: string) =>
  t.request(path.startsWith('/api/') ? path.slice(7) : path, { headers: who ? { authorization: who.headers.authorization } : {} });
const body = async <T = { code: string; errors?: Record<string, string>; details?: { available: number } }>(res: Response) =>
  (await res.json()) as T;

const pdf = (name = 'receipt.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], name, { type: 'application/pdf' });
const jpg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])], 'scan.jpg', { type: 'image/jpeg' });

async function created(who: Person, amount = 100 * EGP): Promise<InvoiceView> {
  const res = await request(who, wallet(amount));
  expect(res.status).toBe(201);
  return res.json();
}

/**
 * The in-memory database answers at once, which runs concurrent requests one after another; a random pause before
 * each statement lets them truly interleave, as they would against a remote database.
 */
async function interleaved<T>(run: () => Promise<T>): Promise<T> {
  const execute = t.client.execute.bind(t.client);
  t.client.execute = (async (stmt: Parameters<typeof execute>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    return execute(stmt);
  }) as typeof t.client.execute;
  try {
    return await run();
  } finally {
    t.client.execute = execute;
  }
}

const stats = async (who: Person, id = who.id) => body<InvoiceStats>(await get(who, `/invoice/stats/${id}`));

describe('requesting a withdrawal', () => {
  it('creates a pending request with the receiver details of its method', async () => {
    const tutor = await tutorWith(1000 * EGP);
    const w = await created(tutor);
    expect(w).toMatchObject({
      userId: tutor.id,
      tutor: { id: tutor.id },
      amount: 100 * EGP,
      method: 'wallet',
      phone: '01012345678',
      bank: null,
      status: 'pending',
      note: null,
      receipt: null,
      addressedBy: null,
    });
    const bank = await request(tutor, { method: 'bank', amount: 150 * EGP, bank: 'cib', account: '12345678', receiver: 'Omar Adel' });
    expect(bank.status).toBe(201);
    expect(await bank.json()).toMatchObject({
      method: 'bank',
      bank: 'cib',
      account: '12345678',
      receiver: 'Omar Adel',
      phone: null,
      username: null,
    });
    const insta = await request(tutor, { method: 'instapay', amount: 120 * EGP, username: 'omar.adel@instapay' });
    expect(await insta.json()).toMatchObject({ method: 'instapay', username: 'omar.adel@instapay', phone: null });
  });

  it('refuses more than the available balance and says how much is available', async () => {
    const tutor = await tutorWith(250 * EGP);
    await created(tutor, 200 * EGP);
    const res = await request(tutor, wallet(100 * EGP));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'bad-request',
      errors: { amount: 'invoice-amount-above-max' },
      details: { available: 50 * EGP },
    });
  });

  it('checks the amount against the method’s limits and the details with field codes', async () => {
    const tutor = await tutorWith(100_000 * EGP);
    expect((await body(await request(tutor, wallet(99 * EGP)))).errors).toEqual({ amount: 'invoice-amount-below-min' });
    expect((await body(await request(tutor, wallet(50_001 * EGP)))).errors).toEqual({ amount: 'invoice-amount-above-max' });
    expect((await body(await request(tutor, { method: 'wallet', amount: 100 * EGP, phone: '123' }))).errors).toEqual({
      phone: 'invalid-phone',
    });
    expect(
      (await body(await request(tutor, { method: 'bank', amount: 100 * EGP, bank: 'no-such-bank', account: '12345678', receiver: 'Omar' })))
        .errors,
    ).toEqual({ bank: 'invalid-bank-name' });
    expect((await body(await request(tutor, { method: 'cash', amount: 100 * EGP }))).errors).toEqual({ method: 'invalid-type' });
    expect((await body(await request(tutor, {}))).code).toBe('empty-request');
    await t.deps.db
      .update(withdrawMethods)
      .set({ min: 500 * EGP })
      .where(eq(withdrawMethods.type, 'bank'));
    try {
      expect(
        (await body(await request(tutor, { method: 'bank', amount: 400 * EGP, bank: 'cib', account: '12345678', receiver: 'Omar' })))
          .errors,
      ).toEqual({ amount: 'invoice-amount-below-min' });
    } finally {
      await t.deps.db
        .update(withdrawMethods)
        .set({ min: 100 * EGP })
        .where(eq(withdrawMethods.type, 'bank'));
    }
  });

  it('holds requests inside the platform’s withdrawal limits too, and shows tutors the narrowed limits', async () => {
    const tutor = await tutorWith(1000 * EGP);
    const superAdmin = await addPerson(t, { role: Role.SuperAdmin });
    const settings = (body: unknown) =>
      t.request('/platform-settings', { method: 'PUT', headers: superAdmin.headers, body: JSON.stringify(body) });
    expect((await settings({ withdrawalMin: 300 * EGP, withdrawalMax: 600 * EGP })).status).toBe(200);
    try {
      expect((await body(await request(tutor, wallet(200 * EGP)))).errors).toEqual({ amount: 'invoice-amount-below-min' });
      expect((await body(await request(tutor, wallet(700 * EGP)))).errors).toEqual({ amount: 'invoice-amount-above-max' });
      expect((await request(tutor, wallet(300 * EGP))).status).toBe(201);
      const methods = (await (await t.request('/withdraw-method/list', { headers: tutor.headers })).json()) as {
        type: string;
        min: number;
        max: number;
      }[];
      expect(methods.find((m) => m.type === 'wallet')).toMatchObject({ min: 300 * EGP, max: 600 * EGP });
    } finally {
      await settings({ withdrawalMin: 100 * EGP, withdrawalMax: 50_000 * EGP });
    }
  });

  it('refuses a disabled method as not found', async () => {
    const tutor = await tutorWith(1000 * EGP);
    await t.deps.db.update(withdrawMethods).set({ enabled: false }).where(eq(withdrawMethods.type, 'instapay'));
    try {
      const res = await request(tutor, { method: 'instapay', amount: 100 * EGP, username: 'omar@instapay' });
      expect(res.status).toBe(404);
      expect((await body(res)).code).toBe('withdraw-method-not-found');
    } finally {
      await t.deps.db.update(withdrawMethods).set({ enabled: true }).where(eq(withdrawMethods.type, 'instapay'));
    }
  });

  it('never overdraws: of 20 concurrent requests only the 3 the balance covers succeed', async () => {
    const tutor = await tutorWith(300 * EGP);
    const answers = await interleaved(() => Promise.all(Array.from({ length: 20 }, () => request(tutor, wallet(100 * EGP)))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(17);
    for (const r of answers.filter((a) => a.status === 400)) expect((await body(r)).errors).toEqual({ amount: 'invoice-amount-above-max' });
    const [held] = await t.deps.db
      .select({ sum: sql<number>`sum(${invoices.amount})` })
      .from(invoices)
      .where(eq(invoices.userId, tutor.id));
    expect(held!.sum).toBe(300 * EGP);
    expect(await stats(tutor)).toMatchObject({ earned: 300 * EGP, pending: 300 * EGP, available: 0 });
  });

  it('is for tutors only', async () => {
    expect((await request(student, wallet(100 * EGP))).status).toBe(403);
    expect((await request(admin, wallet(100 * EGP))).status).toBe(403);
  });
});

describe('who may move a request, from which status', () => {
  /** DESIGN.md §3 with decision 033 (an admin cancels what is not settled), written out independently of the service. */
  const adminMay: Record<InvoiceStatus, InvoiceStatus[]> = {
    pending: ['fulfilled', 'rejected', 'cancellation-approved-by-admin'],
    'updated-by-receiver': ['pending', 'fulfilled', 'rejected', 'cancellation-approved-by-admin'],
    'canceled-by-receiver': ['cancellation-approved-by-admin'],
    'cancellation-approved-by-admin': [],
    fulfilled: [],
    rejected: [],
  };
  type Action = { name: string; byAdmin: boolean; run: (who: Person, id: number) => Promise<Response>; becomes: InvoiceStatus };
  const actions: Action[] = [
    {
      name: 'receiver update',
      byAdmin: false,
      run: (who, id) => byReceiver(who, id, { action: 'update', amount: 110 * EGP }),
      becomes: 'updated-by-receiver',
    },
    {
      name: 'receiver cancel',
      byAdmin: false,
      run: (who, id) => byReceiver(who, id, { action: 'cancel' }),
      becomes: 'canceled-by-receiver',
    },
    ...invoiceStatuses.map(
      (status): Action => ({
        name: `admin sets ${status}`,
        byAdmin: true,
        // the evidence each status asks for comes along, so only the transition decides
        run: (who, id) =>
          byAdmin(who, id, {
            status,
            ...(status === 'fulfilled' ? { receipt: pdf() } : {}),
            ...(status === 'rejected' || status === 'cancellation-approved-by-admin' ? { note: 'بيانات غير صحيحة' } : {}),
          }),
        becomes: status,
      }),
    ),
  ];

  let owner: Person;
  let otherTutor: Person;
  beforeAll(async () => {
    owner = await tutorWith(1_000_000 * EGP);
    otherTutor = await tutorWith(1000 * EGP);
  });

  /** A fresh request of the owner driven into `status` through the API. */
  async function invoiceIn(status: InvoiceStatus): Promise<number> {
    const { id } = await created(owner);
    const steps: Record<InvoiceStatus, (() => Promise<Response>)[]> = {
      pending: [],
      'updated-by-receiver': [() => byReceiver(owner, id, { action: 'update', amount: 120 * EGP })],
      'canceled-by-receiver': [() => byReceiver(owner, id, { action: 'cancel' })],
      'cancellation-approved-by-admin': [
        () => byReceiver(owner, id, { action: 'cancel' }),
        () => byAdmin(admin, id, { status: 'cancellation-approved-by-admin' }),
      ],
      fulfilled: [() => byAdmin(admin, id, { status: 'fulfilled', receipt: pdf() })],
      rejected: [() => byAdmin(admin, id, { status: 'rejected', note: 'رفض' })],
    };
    for (const step of steps[status]) expect((await step()).status).toBe(200);
    const [row] = await t.deps.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
    expect(row!.status).toBe(status);
    return id;
  }

  it('allows exactly the transitions of the design, for exactly the right people', async () => {
    const actors = {
      'the owning tutor': () => owner,
      'another tutor': () => otherTutor,
      'a regular admin': () => admin,
      'a student': () => student,
    };
    let combinations = 0;
    let allowed = 0;
    for (const status of invoiceStatuses) {
      for (const [actorName, actor] of Object.entries(actors)) {
        for (const action of actions) {
          combinations++;
          const id = await invoiceIn(status);
          const who = actor();
          const label = `${action.name} on ${status} by ${actorName}`;
          let expected: { http: number; code?: string };
          if (action.byAdmin) {
            if (who !== admin) expected = { http: 403, code: 'forbidden' };
            else expected = adminMay[status].includes(action.becomes) ? { http: 200 } : { http: 409, code: 'illegal-invoice-update' };
          } else if (who === admin || who === student) expected = { http: 403, code: 'forbidden' };
          else if (who === otherTutor) expected = { http: 404, code: 'invoice-not-found' };
          else expected = status === 'pending' ? { http: 200 } : { http: 409, code: 'illegal-invoice-update' };

          const res = await action.run(who, id);
          expect(res.status, label).toBe(expected.http);
          const answer = await res.json();
          const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, id));
          if (expected.http === 200) {
            allowed++;
            expect(answer, label).toMatchObject({ id, status: action.becomes });
            expect(row!.status, label).toBe(action.becomes);
            if (action.byAdmin) expect(row!.addressedBy, label).toBe(admin.id);
          } else {
            expect(answer.code, label).toBe(expected.code);
            expect(row!.status, `${label} leaves the request as it was`).toBe(status);
          }
        }
      }
    }
    expect(combinations).toBe(6 * 4 * 8);
    expect(allowed).toBe(2 + 3 + 4 + 1);
    console.info(`invoice transitions: ${combinations} combinations checked, ${allowed} allowed`);
  });

  it('lets only one of a tutor and an admin acting at once win', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await invoiceIn('pending');
      const [tutorSide, adminSide] = await interleaved(() =>
        Promise.all([byReceiver(owner, id, { action: 'cancel' }), byAdmin(admin, id, { status: 'rejected', note: 'رفض' })]),
      );
      expect([tutorSide.status, adminSide.status].sort()).toEqual([200, 409]);
      const [row] = await t.deps.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
      expect(row!.status).toBe(tutorSide.status === 200 ? 'canceled-by-receiver' : 'rejected');
    }
  });
});

describe('the tutor changing a request', () => {
  it('re-checks the balance, counting the request’s own amount as free', async () => {
    const tutor = await tutorWith(300 * EGP);
    const a = await created(tutor);
    const b = await created(tutor);
    const grow = await byReceiver(tutor, a.id, { action: 'update', amount: 200 * EGP });
    expect(grow.status).toBe(200);
    expect(await grow.json()).toMatchObject({ amount: 200 * EGP, status: 'updated-by-receiver' });
    const over = await byReceiver(tutor, b.id, { action: 'update', amount: 150 * EGP });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ errors: { amount: 'invoice-amount-above-max' }, details: { available: 100 * EGP } });
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, b.id));
    expect(row).toMatchObject({ amount: 100 * EGP, status: 'pending' });
  });

  it('changes the receiver details of the request’s own method only', async () => {
    const tutor = await tutorWith(1000 * EGP);
    const res = await request(tutor, { method: 'bank', amount: 100 * EGP, bank: 'cib', account: '12345678', receiver: 'Omar Adel' });
    const { id } = await body<InvoiceView>(res);
    const foreign = await byReceiver(tutor, id, { action: 'update', phone: '01012345678' });
    expect(await foreign.json()).toMatchObject({ code: 'bad-request', errors: { phone: 'invalid' } });
    expect((await body(await byReceiver(tutor, id, { action: 'update' }))).errors).toEqual({ amount: 'required' });
    expect((await body(await byReceiver(tutor, id, { action: 'update', amount: 50 * EGP }))).errors).toEqual({
      amount: 'invoice-amount-below-min',
    });
    expect((await body(await byReceiver(tutor, id, { action: 'update', bank: 'no-such-bank' }))).errors).toEqual({
      bank: 'invalid-bank-name',
    });
    expect((await body(await byReceiver(tutor, id, { action: 'close' }))).errors).toEqual({ action: 'invalid' });
    const ok = await byReceiver(tutor, id, { action: 'update', bank: 'alex', account: '87654321' });
    expect(await ok.json()).toMatchObject({
      bank: 'alex',
      account: '87654321',
      receiver: 'Omar Adel',
      amount: 100 * EGP,
      status: 'updated-by-receiver',
    });
  });
});

describe('the admin processing a request', () => {
  let tutor: Person;
  beforeAll(async () => {
    tutor = await tutorWith(10_000 * EGP);
  });

  it('needs a receipt to fulfil, in the request or already stored', async () => {
    const { id } = await created(tutor);
    const bare = await byAdmin(admin, id, { status: 'fulfilled' });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ code: 'bad-request', errors: { receipt: 'required' } });
    const attached = await byAdmin(admin, id, { receipt: jpg() });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toMatchObject({ status: 'pending', receipt: expect.stringMatching(/\.jpg$/) });
    const done = await byAdmin(admin, id, { status: 'fulfilled' });
    expect(await done.json()).toMatchObject({ status: 'fulfilled', addressedBy: admin.id });
  });

  it('needs a note to reject, in the request or already stored', async () => {
    const { id } = await created(tutor);
    expect(await body(await byAdmin(admin, id, { status: 'rejected' }))).toMatchObject({
      code: 'bad-request',
      errors: { note: 'empty-invoice-note' },
    });
    expect((await byAdmin(admin, id, { note: 'الرقم غير صحيح' })).status).toBe(200);
    expect(await body(await byAdmin(admin, id, { status: 'rejected', clearNote: 'true' }))).toMatchObject({
      errors: { note: 'empty-invoice-note' },
    });
    expect(await body(await byAdmin(admin, id, { status: 'rejected' }))).toMatchObject({ status: 'rejected', note: 'الرقم غير صحيح' });
  });

  it('sanitises notes, keeps them, and edits or removes them on a final request', async () => {
    const { id } = await created(tutor);
    const dirty = '<p><b>تم</b> التحويل</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">هنا</a>';
    const rejected = await body<InvoiceView>(await byAdmin(admin, id, { status: 'rejected', note: dirty }));
    expect(rejected.note).toBe('<p><b>تم</b> التحويل</p><a>هنا</a>');
    const [row] = await t.deps.db.select({ note: invoices.note }).from(invoices).where(eq(invoices.id, id));
    expect(row!.note).toBe(rejected.note);
    const edited = await byAdmin(admin, id, { note: 'راجع <a href="https://bank.example/help" onclick="steal()">البنك</a>' });
    expect(edited.status).toBe(200);
    expect((await body<InvoiceView>(edited)).note).toBe('راجع <a href="https://bank.example/help" rel="noopener noreferrer">البنك</a>');
    const cleared = await body<InvoiceView>(await byAdmin(admin, id, { clearNote: 'true' }));
    expect(cleared).toMatchObject({ note: null, status: 'rejected' });
  });

  it('refuses notes that are empty once sanitised, too long, or sent with clearNote, and an empty form', async () => {
    const { id } = await created(tutor);
    expect((await body(await byAdmin(admin, id, { note: '<script>alert(1)</script>' }))).errors).toEqual({ note: 'empty-invoice-note' });
    expect((await body(await byAdmin(admin, id, { note: 'x'.repeat(1001) }))).errors).toEqual({ note: 'long-invoice-note' });
    expect((await body(await byAdmin(admin, id, { note: 'a <b' }))).errors).toEqual({ note: 'invalid-invoice-note-html' });
    expect((await body(await byAdmin(admin, id, { note: 'ملاحظة', clearNote: 'true' }))).errors).toEqual({ clearNote: 'invalid' });
    expect((await body(await byAdmin(admin, id, { status: 'paid' }))).errors).toEqual({ status: 'invalid' });
    expect((await body(await byAdmin(admin, id, { receipt: 'not a file' }))).errors).toEqual({ receipt: 'invalid-type' });
    expect((await body(await byAdmin(admin, id, {}))).code).toBe('empty-request');
    expect((await body(await byAdmin(admin, 999_999, { note: 'ملاحظة' }))).code).toBe('invoice-not-found');
  });
});

describe('receipts', () => {
  let owner: Person;
  let other: Person;
  let receipt: string;
  beforeAll(async () => {
    owner = await tutorWith(1000 * EGP);
    other = await tutorWith(1000 * EGP);
  });

  it('stores a PDF under a server-made name, whatever the file was called', async () => {
    const { id } = await created(owner);
    const res = await byAdmin(admin, id, { status: 'fulfilled', receipt: pdf('../../etc/passwd.pdf') });
    expect(res.status).toBe(200);
    receipt = (await body<InvoiceView>(res)).receipt!;
    expect(receipt).toMatch(new RegExp(`^/api/v1/assets/receipts/inv${id}-[0-9a-f-]{36}\\.pdf$`));
    const name = receipt.split('/').pop()!;
    const [asset] = await t.deps.db.select().from(assets).where(eq(assets.name, name));
    expect(asset).toMatchObject({ kind: 'receipt', bucket: 'receipts', ownerId: owner.id, contentType: 'application/pdf' });
  });

  it('judges the type by magic bytes, and refuses files over 8 MB', async () => {
    const { id } = await created(owner);
    const html = new File([new TextEncoder().encode('<html><script>alert(1)</script></html>')], 'receipt.pdf', { type: 'application/pdf' });
    expect(await body(await byAdmin(admin, id, { status: 'fulfilled', receipt: html }))).toEqual({
      code: 'bad-request',
      errors: { receipt: 'invalid-type' },
    });
    const justOver = new Uint8Array(8 * 1024 * 1024 + 1);
    justOver.set(solidPng(8, 8));
    const big = await byAdmin(admin, id, { receipt: new File([justOver], 'big.png', { type: 'image/png' }) });
    expect(big.status).toBe(413);
    expect((await body(big)).code).toBe('payload-too-large');
    const huge = await byAdmin(admin, id, { receipt: new File([new Uint8Array(9 * 1024 * 1024)], 'huge.pdf') });
    expect((await body(huge)).code).toBe('payload-too-large');
    const [row] = await t.deps.db.select({ status: invoices.status, receipt: invoices.receipt }).from(invoices).where(eq(invoices.id, id));
    expect(row).toEqual({ status: 'pending', receipt: null });
  });

  it('serves a receipt privately to its tutor and to admins only', async () => {
    for (const who of [owner, admin]) {
      const res = await get(who, receipt);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe('inline');
      expect(new TextDecoder().decode(await res.arrayBuffer())).toMatch(/^%PDF-/);
    }
    for (const who of [other, student]) {
      const res = await get(who, receipt);
      expect(res.status).toBe(404);
      expect((await body(res)).code).toBe('asset-not-found');
    }
    expect((await get(null, receipt)).status).toBe(401);
  });

  it('finds nothing behind unknown or path-trick names', async () => {
    for (const name of ['nope.pdf', '..%2F..%2Fetc%2Fpasswd', '..', '%2E%2E%2Fuploads%2Fx.png']) {
      const res = await get(admin, `/assets/receipts/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});

describe('earnings and balance', () => {
  it('adds up earned, withdrawn, pending and available, with weekly and monthly series that sum to the earnings', async () => {
    const tutor = await tutorWith(0);
    await lesson(tutor, 75 * EGP, TEST_NOW - DAY_MS);
    await lesson(tutor, 75 * EGP, TEST_NOW - 10 * DAY_MS);
    await lesson(tutor, 150 * EGP, TEST_NOW - 40 * DAY_MS);
    await lesson(tutor, 300 * EGP, TEST_NOW - 20 * DAY_MS, { cancelled: true });
    await lesson(tutor, 300 * EGP, TEST_NOW + DAY_MS);
    // a lesson still under way has not earned yet
    await lesson(tutor, 300 * EGP, TEST_NOW - 10 * MINUTE_MS);
    const fulfilled = await created(tutor, 100 * EGP);
    expect((await byAdmin(admin, fulfilled.id, { status: 'fulfilled', receipt: pdf() })).status).toBe(200);
    const rejected = await created(tutor, 100 * EGP);
    expect((await byAdmin(admin, rejected.id, { status: 'rejected', note: 'رفض' })).status).toBe(200);
    const waiting = await created(tutor, 100 * EGP);
    expect((await byReceiver(tutor, waiting.id, { action: 'cancel' })).status).toBe(200);

    const s = await stats(tutor);
    expect(s).toMatchObject({ earned: 300 * EGP, withdrawn: 100 * EGP, pending: 100 * EGP, available: 100 * EGP });
    expect(s.earned - s.withdrawn - s.pending).toBe(s.available);
    expect(s.weekly).toHaveLength(12);
    expect(s.monthly).toHaveLength(12);
    expect(s.weekly.reduce((sum, w) => sum + w.earned, 0)).toBe(s.earned);
    expect(s.monthly.reduce((sum, m) => sum + m.earned, 0)).toBe(s.earned);
    expect(s.weekly.at(-1)).toEqual({ start: weekOf(TEST_NOW).start, earned: 75 * EGP });
    for (const [i, w] of s.weekly.entries()) {
      const local = new TZDate(w.start, 'Africa/Cairo');
      expect([local.getDay(), local.getHours(), local.getMinutes()]).toEqual([6, 0, 0]);
      if (i) expect(w.start).toBeGreaterThan(s.weekly[i - 1]!.start);
    }
    for (const m of s.monthly) {
      const local = new TZDate(m.start, 'Africa/Cairo');
      expect([local.getDate(), local.getHours()]).toEqual([1, 0]);
    }
    expect(s.monthly.at(-1)!.start).toBe(new TZDate(2026, 10, 1, 'Africa/Cairo').getTime());
    expect(s.monthly.at(-1)!.earned).toBe(150 * EGP);
    expect(s.monthly.at(-2)!.earned).toBe(150 * EGP);

    // once the admin approves the cancellation its amount is free again
    expect((await byAdmin(admin, waiting.id, { status: 'cancellation-approved-by-admin' })).status).toBe(200);
    expect(await stats(tutor)).toMatchObject({ pending: 0, available: 200 * EGP });
  });

  it('is for the tutor themself and admins; another tutor’s is not found', async () => {
    const tutor = await tutorWith(100 * EGP);
    const other = await tutorWith(100 * EGP);
    expect((await get(admin, `/invoice/stats/${tutor.id}`)).status).toBe(200);
    const res = await get(other, `/invoice/stats/${tutor.id}`);
    expect(res.status).toBe(404);
    expect((await body(res)).code).toBe('tutor-not-found');
    expect((await body(await get(admin, `/invoice/stats/${student.id}`))).code).toBe('tutor-not-found');
    expect((await get(student, `/invoice/stats/${student.id}`)).status).toBe(403);
  });
});

describe('listing requests', () => {
  let a: Person;
  let b: Person;
  beforeAll(async () => {
    a = await tutorWith(10_000 * EGP);
    b = await tutorWith(10_000 * EGP);
    for (let i = 1; i <= 5; i++) {
      t.advance(MINUTE_MS);
      await created(a, i * 100 * EGP);
    }
    t.advance(MINUTE_MS);
    await request(b, { method: 'instapay', amount: 100 * EGP, username: 'b.tutor@instapay' });
    t.advance(MINUTE_MS);
    const { id } = await created(b);
    await byReceiver(b, id, { action: 'cancel' });
  });
  const list = async (who: Person, query = '') => body<Paged<InvoiceView>>(await get(who, `/invoice/list${query}`));

  it('shows a tutor their own requests, newest first, a page at a time', async () => {
    const first = await list(a, '?size=2');
    expect(first.total).toBe(5);
    expect(first.list.map((i) => i.amount)).toEqual([500 * EGP, 400 * EGP]);
    expect(first.list[0]!.tutor).toEqual({
      id: a.id,
      name: expect.any(String),
      displayName: expect.any(String),
      image: null,
      role: Role.Tutor,
      gender: null,
    });
    const third = await list(a, '?size=2&page=3');
    expect(third.list.map((i) => i.amount)).toEqual([100 * EGP]);
    expect((await list(a, `?userId=${b.id}`)).total).toBe(0);
  });

  it('shows admins everyone’s, filtered by tutor, status and method', async () => {
    expect((await list(admin, `?userId=${b.id}`)).total).toBe(2);
    const cancelled = await list(admin, `?userId=${b.id}&status=canceled-by-receiver`);
    expect(cancelled.list.map((i) => i.method)).toEqual(['wallet']);
    const insta = await list(admin, `?userId=${b.id}&method=instapay`);
    expect(insta.list.map((i) => i.username)).toEqual(['b.tutor@instapay']);
    const all = await list(admin, '?size=100');
    expect(all.list.length).toBeGreaterThan(7);
    expect(all.list.map((i) => i.createdAt)).toEqual([...all.list.map((i) => i.createdAt)].sort((x, y) => y - x));
  });

  it('refuses bad filters with field codes and students altogether', async () => {
    const res = await get(admin, '/invoice/list?status=paid&method=cash&size=0');
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { status: 'invalid', method: 'invalid-type', size: 'invalid' } });
    expect((await get(student, '/invoice/list')).status).toBe(403);
  });
});

describe('money records are kept', () => {
  const remove = (who: Person, id: number) => t.request(`/invoice/${id}`, { method: 'DELETE', headers: who.headers });

  it('has no way to delete a request, fulfilled or pending, for anyone: the API knows no such route', async () => {
    const tutor = await tutorWith(1000 * EGP);
    const paid = await created(tutor);
    await byAdmin(admin, paid.id, { status: 'fulfilled', receipt: pdf() });
    const pending = await created(tutor);
    const superAdmin = await addPerson(t, { role: Role.SuperAdmin });
    for (const who of [admin, superAdmin, tutor])
      for (const id of [paid.id, pending.id]) {
        const res = await remove(who, id);
        expect(res.status).toBe(404);
        expect((await body(res)).code).toBe('not-found');
      }
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.userId, tutor.id))).toHaveLength(2);
  });

  it('has no way to delete a payment either', async () => {
    const [tx] = await t.deps.db.select({ id: transactions.id }).from(transactions).limit(1);
    for (const path of [`/transaction/${tx!.id}`, `/fawry/transaction/${tx!.id}`])
      expect((await t.request(path, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
    expect(await t.deps.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.id, tx!.id))).toHaveLength(1);
  });

  it('an admin cancels a pending request with a reason instead: the tutor is told once, with the reason and a link, and the money is back', async () => {
    const tutor = await tutorWith(1000 * EGP);
    const pending = await created(tutor, 200 * EGP);
    // a cancellation the tutor did not ask for says why
    const bare = await byAdmin(admin, pending.id, { status: 'cancellation-approved-by-admin' });
    expect(bare.status).toBe(400);
    expect(await body(bare)).toMatchObject({ errors: { note: 'empty-invoice-note' } });
    const res = await byAdmin(admin, pending.id, { status: 'cancellation-approved-by-admin', note: 'طلب مكرر، أرسل طلبًا واحدًا' });
    expect(res.status).toBe(200);
    expect(await body<InvoiceView>(res)).toMatchObject({ status: 'cancellation-approved-by-admin', addressedBy: admin.id });
    expect((await stats(tutor)).available).toBe(1000 * EGP);
    // a second cancel is refused, so nothing is told twice
    expect((await byAdmin(admin, pending.id, { status: 'cancellation-approved-by-admin', note: 'مرة أخرى' })).status).toBe(409);
    const notices = await body<{ list: { kind: string; link: string; data: { amount: number } }[] }>(
      await get(tutor, '/notification/list'),
    );
    expect(notices.list.filter((n) => n.kind === 'withdrawal-canceled')).toEqual([
      expect.objectContaining({ link: `/invoices?id=${pending.id}`, data: expect.objectContaining({ amount: 200 * EGP }) }),
    ]);
    const [me] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, tutor.id));
    const mails = (await t.deps.db.select().from(outbox).where(eq(outbox.to, me!.email))).filter(
      (m) => m.subject === 'أُلغي طلب السحب — كلام',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('«طلب مكرر، أرسل طلبًا واحدًا»');
    expect(mails[0]!.body).toContain(`http://app.test/invoices?id=${pending.id}`);
  });

  it('approving a cancellation the tutor asked for needs no reason and tells no one', async () => {
    const tutor = await tutorWith(1000 * EGP);
    const mine = await created(tutor);
    expect((await byReceiver(tutor, mine.id, { action: 'cancel' })).status).toBe(200);
    expect((await byAdmin(admin, mine.id, { status: 'cancellation-approved-by-admin' })).status).toBe(200);
    const notices = await body<{ list: { kind: string }[] }>(await get(tutor, '/notification/list'));
    expect(notices.list.filter((n) => n.kind === 'withdrawal-canceled')).toEqual([]);
  });
});

describe('sanitizeHtml', () => {
  it('leaves event handlers, scripts and javascript: links inert', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>صورة')).toBe('صورة');
    expect(sanitizeHtml('<script>alert(1)</script>نص')).toBe('نص');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<svg onload=alert(1)><b onclick="x()">b</b></svg>')).toBe('<b>b</b>');
    expect(sanitizeHtml('<p style="color:red">p</p><style>p{}</style><iframe src="https://e.com"></iframe>')).toBe('<p>p</p>');
  });

  it('keeps inline formatting and http(s) links with rel=noopener', () => {
    const kept = '<p><b>1</b><i>2</i><em>3</em><strong>4</strong><u>5</u><br /></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeHtml(kept)).toBe(kept);
    expect(sanitizeHtml('<a href="https://e.com/?a=1&amp;b=2" target="_blank">e</a>')).toBe(
      '<a href="https://e.com/?a=1&b=2" rel="noopener noreferrer">e</a>',
    );
  });
});
