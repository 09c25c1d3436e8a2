import { Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, users, whatsappMessages } from '../src/db/schema';
import { getPreferences } from '../src/services/notify';
import { hubSignature } from '../src/services/whatsapp-reminders';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

const SECRET = 'test-app-secret';
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  t.deps.config.whatsapp = { appSecret: SECRET, verifyToken: 'verify-me' };
});
afterAll(() => t.close());

const post = async (body: unknown, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.request('/whatsapp/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? (await hubSignature(SECRET, raw)) },
    body: raw,
  });
};
const statusUpdate = (id: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        {
          field: 'messages',
          value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1732262400', recipient_id: '201012345678' }] },
        },
      ],
    },
  ],
});

describe('WhatsApp delivery webhook', () => {
  it('answers Meta’s verification challenge only with our verify token', async () => {
    expect(await (await t.request('/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444')).text()).toBe(
      '1158201444',
    );
    expect((await t.request('/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')).status).toBe(400);
  });

  it('records delivery statuses in order, and refuses a forged or unsigned notification', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const tutor = await addPerson(t, { role: Role.Tutor });
    const [lesson] = await t.deps.db
      .insert(lessons)
      .values({
        tutorId: tutor.id,
        studentId: student.id,
        start: TEST_NOW + 3_600_000,
        duration: 30,
        price: 7500,
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      } as typeof lessons.$inferInsert)
      .returning({ id: lessons.id });
    await t.deps.db.insert(whatsappMessages).values({
      userId: student.id,
      lessonId: lesson!.id,
      kind: '1h',
      messageId: 'wamid.ABC',
      status: 'accepted',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    const status = async () =>
      (await t.deps.db.select().from(whatsappMessages).where(eq(whatsappMessages.messageId, 'wamid.ABC')))[0]!.status;

    const forged = await post(statusUpdate('wamid.ABC', 'read'), `sha256=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'bad-request', errors: { signature: 'invalid' } });
    const raw = JSON.stringify(statusUpdate('wamid.ABC', 'read'));
    const tampered = await t.request('/whatsapp/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': await hubSignature(SECRET, raw) },
      body: raw.replace('read', 'sent'),
    });
    expect(tampered.status).toBe(400);
    expect(
      (await t.request('/whatsapp/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })).status,
    ).toBe(400);
    expect(await status()).toBe('accepted');

    expect((await post(statusUpdate('wamid.ABC', 'delivered'))).status).toBe(200);
    expect(await status()).toBe('delivered');
    await post(statusUpdate('wamid.ABC', 'sent')); // late and out of order: never moves back
    expect(await status()).toBe('delivered');
    await post(statusUpdate('wamid.ABC', 'read'));
    expect(await status()).toBe('read');
    expect((await post({ object: 'nope' })).status).toBe(400);
  });

  it('keeps a failure reported after delivery beside the status, never over it; a failure before delivery is the status', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const tutor = await addPerson(t, { role: Role.Tutor });
    const [lesson] = await t.deps.db
      .insert(lessons)
      .values({
        tutorId: tutor.id,
        studentId: student.id,
        start: TEST_NOW + 7_200_000,
        duration: 30,
        price: 7500,
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      } as typeof lessons.$inferInsert)
      .returning({ id: lessons.id });
    const message = (kind: '24h' | '1h', messageId: string) => ({
      userId: student.id,
      lessonId: lesson!.id,
      kind,
      messageId,
      status: 'accepted' as const,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    await t.deps.db.insert(whatsappMessages).values([message('24h', 'wamid.READ'), message('1h', 'wamid.LOST')]);
    const row = async (id: string) => (await t.deps.db.select().from(whatsappMessages).where(eq(whatsappMessages.messageId, id)))[0]!;
    const failure = (id: string) => {
      const body = statusUpdate(id, 'failed');
      body.entry[0]!.changes[0]!.value.statuses[0] = {
        ...body.entry[0]!.changes[0]!.value.statuses[0]!,
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      } as never;
      return body;
    };

    await post(statusUpdate('wamid.READ', 'read'));
    expect((await post(failure('wamid.READ'))).status).toBe(200);
    expect(await row('wamid.READ')).toMatchObject({ status: 'read', error: expect.stringContaining('131026') });

    await post(statusUpdate('wamid.LOST', 'sent'));
    await post(failure('wamid.LOST'));
    expect(await row('wamid.LOST')).toMatchObject({ status: 'failed', error: expect.stringContaining('131026') });
    await post(statusUpdate('wamid.LOST', 'delivered')); // after a failure nothing moves it
    expect((await row('wamid.LOST')).status).toBe('failed');
  });

  it('turns WhatsApp reminders off when the person replies "إيقاف"', async () => {
    const p = await addPerson(t, { role: Role.Student });
    await t.deps.db.update(users).set({ phone: '01098765432', phoneVerified: true }).where(eq(users.id, p.id));
    await t.request('/notification/preferences', {
      method: 'PUT',
      headers: p.headers,
      body: JSON.stringify({ changes: [{ event: 'lesson-reminder', channel: 'whatsapp', enabled: true }] }),
    });
    const reply = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messages: [{ from: '201098765432', id: 'wamid.IN', timestamp: '1732262400', type: 'text', text: { body: ' إيقاف ' } }],
              },
            },
          ],
        },
      ],
    };
    expect((await post(reply)).status).toBe(200);
    expect((await getPreferences(t.deps, { id: p.id, role: Role.Student }))['lesson-reminder'].whatsapp).toBe(false);
  });
});
