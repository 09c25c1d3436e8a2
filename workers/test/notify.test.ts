import { TZDate } from '@date-fns/tz';
import { DAY_MS, HOUR_MS, MINUTE_MS, Role } from '@kalam/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVapidKeys, type PushService, startPushService } from '../../dev/push-service';
import { outbox, pushSubscriptions, users } from '../src/db/schema';
import { runScheduledJobs } from '../src/jobs';
import { webPush } from '../src/lib/push';
import { sendMessage } from '../src/services/chat-actions';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let service: PushService;
beforeAll(async () => {
  service = await startPushService({ quiet: true });
  t = await makeTestApp({
    seed: false,
    push: webPush({ ...newVapidKeys(), subject: 'mailto:ops@kalam.example', localOrigin: service.url }),
  });
});
afterAll(async () => {
  t.close();
  await service.close();
});

type Person = Awaited<ReturnType<typeof addPerson>>;
const pushesTo = (id: string) =>
  service.received.filter((r) => r.subscriptionId === id).map((r) => r.payload as { title: string; body: string; url: string });

async function subscribe(p: Person) {
  const { publicKey } = (await (await t.request('/notification/push-key', { headers: p.headers })).json()) as { publicKey: string };
  const sub = service.subscribe(publicKey);
  expect((await t.json('/notification/push-subscription', { endpoint: sub.endpoint, keys: sub.keys }, { headers: p.headers })).status).toBe(
    201,
  );
  return sub;
}

async function lessonPair(start: number) {
  const tutor = await addPerson(t, { role: Role.Tutor, name: 'Mariam Tutor' });
  await t.json(
    '/availability-slot/',
    {
      type: 'schedule',
      title: 'كل الأيام',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startMinute: 0,
      durationMinutes: 1440,
      validFrom: TEST_NOW - DAY_MS,
    },
    { headers: tutor.headers },
  );
  const student = await addPerson(t, { role: Role.Student, name: 'Karim Student' });
  return {
    tutor,
    student,
    book: async () =>
      (await (await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers })).json()) as { id: number },
  };
}

const setPref = (p: Person, event: string, channel: string, enabled: boolean) =>
  t.request('/notification/preferences', {
    method: 'PUT',
    headers: p.headers,
    body: JSON.stringify({ changes: [{ event, channel, enabled }] }),
  });

describe('notification preferences', () => {
  it('start from the defaults, keep a change, and refuse unknown events', async () => {
    const p = await addPerson(t, { role: Role.Student });
    const prefs = (await (await t.request('/notification/preferences', { headers: p.headers })).json()) as Record<
      string,
      Record<string, boolean>
    >;
    expect(prefs['lesson-reminder']).toEqual({ inApp: true, email: true, push: true, whatsapp: false });
    const changed = (await (await setPref(p, 'lesson-reminder', 'whatsapp', true)).json()) as typeof prefs;
    expect(changed['lesson-reminder']!.whatsapp).toBe(true);
    const bad = await t.request('/notification/preferences', {
      method: 'PUT',
      headers: p.headers,
      body: JSON.stringify({ changes: [{ event: 'nope', channel: 'push', enabled: true }] }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('bad-request');
  });
});

describe('web push', () => {
  it('encrypts a new message for the push service, which decrypts it with the subscription keys; opening goes to the room', async () => {
    const start = TEST_NOW + 3 * DAY_MS;
    const { tutor, student, book } = await lessonPair(start);
    await book();
    const sub = await subscribe(tutor);
    const [room] = await t.deps.db.all<{ room_id: number }>(`select room_id from room_members where user_id = ${tutor.id}` as never);
    expect(
      (await sendMessage(t.deps, { id: student.id, role: Role.Student }, { roomId: room!.room_id, text: '<p>Hello <b>teacher</b></p>' }))
        .code,
    ).toBe('ok');
    expect(pushesTo(sub.id)).toEqual([
      { title: 'رسالة جديدة من Karim Student', body: 'Hello teacher', url: `/chat?room=${room!.room_id}`, tag: `room-${room!.room_id}` },
    ]);
  });

  it('removes a subscription the push service answers 410 for, and pushes nothing on a channel turned off', async () => {
    const { tutor, book } = await lessonPair(TEST_NOW + 3 * DAY_MS);
    const sub = await subscribe(tutor);
    // a student without a plan holds one lesson at a time: each booking here is another student's
    const bookAs = async (start: number) => {
      const s = await addPerson(t, { role: Role.Student });
      const res = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 15 }, { headers: s.headers });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: number };
    };
    const lesson = await book();
    expect(pushesTo(sub.id).map((p) => p.url)).toEqual([`/lesson/${lesson.id}`]);

    await setPref(tutor, 'lesson-booking', 'push', false);
    await bookAs(TEST_NOW + 4 * DAY_MS);
    expect(pushesTo(sub.id)).toHaveLength(1);

    await setPref(tutor, 'lesson-booking', 'push', true);
    await bookAs(TEST_NOW + 5 * DAY_MS);
    expect(pushesTo(sub.id)).toHaveLength(2);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, tutor.id))).toHaveLength(1);
    service.expire(sub.id);
    await bookAs(TEST_NOW + 6 * DAY_MS);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, tutor.id))).toHaveLength(0);
  });
});

describe('reminders on every channel', () => {
  it('go out once per lesson, kind and channel when two crons run at the same moment, and not on channels turned off', async () => {
    const start = new TZDate(2026, 10, 24, 10, 0, 'Africa/Cairo').getTime();
    const { tutor, student, book } = await lessonPair(start);
    const lesson = await book();
    const [studentSub, tutorSub] = [await subscribe(student), await subscribe(tutor)];
    await t.deps.db.update(users).set({ phone: '01012345678', phoneVerified: true }).where(eq(users.id, student.id));
    await setPref(student, 'lesson-reminder', 'whatsapp', true);
    await setPref(tutor, 'lesson-reminder', 'push', false);
    await setPref(tutor, 'lesson-reminder', 'whatsapp', true); // no confirmed phone: nothing goes
    const whatsapp = () =>
      t.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.to, '01012345678')));

    for (const before of [23 * HOUR_MS + 50 * MINUTE_MS, 50 * MINUTE_MS, 3 * MINUTE_MS]) {
      t.advance(start - before - t.deps.now());
      await Promise.all([runScheduledJobs(t.deps, '*/5 * * * *'), runScheduledJobs(t.deps, '*/5 * * * *')]);
    }
    expect(pushesTo(studentSub.id).map((p) => p.title)).toEqual([
      'تذكير: درسك خلال ٢٤ ساعة',
      'تذكير: درسك بعد ساعة',
      'درسك مع Mariam Tutor يبدأ الآن',
    ]);
    expect(pushesTo(studentSub.id).every((p) => p.url === `/lesson/${lesson.id}`)).toBe(true);
    expect(pushesTo(tutorSub.id)).toEqual([]);
    const sent = await whatsapp();
    expect(sent.map((m) => m.subject)).toEqual([
      'template:kalam_lesson_reminder_day',
      'template:kalam_lesson_reminder_hour',
      'template:kalam_lesson_starting_now',
    ]);
    // the Cloud API's documented template message shape
    expect(JSON.parse(sent[2]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+201012345678',
      type: 'template',
      template: {
        name: 'kalam_lesson_starting_now',
        language: { code: 'ar' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Mariam Tutor' },
              { type: 'text', text: expect.stringContaining('بتوقيت القاهرة') },
              { type: 'text', text: `http://app.test/lesson/${lesson.id}` },
            ],
          },
        ],
      },
    });
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'))).toHaveLength(3);
  });
});

describe('the push sender', () => {
  it("posts only to browsers' push services, and to a plain-http stand-in only when allowed", async () => {
    const posted: string[] = [];
    const fetch = async (url: RequestInfo | URL) => (posted.push(String(url)), new Response(null, { status: 201 }));
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const push = webPush({ ...newVapidKeys(), subject: 'mailto:ops@kalam.example', fetch });
    const payload = { title: 'ت', body: 'ب', url: '/chat' };
    expect(await push.send({ endpoint: 'https://intranet.example/admin', ...keys }, payload)).toBe('gone');
    expect(await push.send({ endpoint: 'http://127.0.0.1:9/push', ...keys }, payload)).toBe('gone');
    expect(await push.send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...keys }, payload)).toBe('sent');
    expect(posted).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });

  it("sends plain http only to the local push service's exact origin", async () => {
    const posted: string[] = [];
    const fetch = async (url: RequestInfo | URL) => (posted.push(String(url)), new Response(null, { status: 201 }));
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const push = webPush({ ...newVapidKeys(), subject: 'mailto:ops@kalam.example', localOrigin: 'http://127.0.0.1:4004', fetch });
    const payload = { title: 'ت', body: 'ب', url: '/chat' };
    for (const endpoint of [
      'http://127.0.0.1:4005/push/a',
      'http://169.254.169.254/latest',
      'http://intranet.example/push/a',
      'http://fcm.googleapis.com/fcm/send/a',
    ])
      expect(await push.send({ endpoint, ...keys }, payload), endpoint).toBe('gone');
    expect(await push.send({ endpoint: 'http://127.0.0.1:4004/push/a', ...keys }, payload)).toBe('sent');
    expect(posted).toEqual(['http://127.0.0.1:4004/push/a']);
  });
});
