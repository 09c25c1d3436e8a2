import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPush } from '../../workers/src/lib/push';
import { newVapidKeys, type PushService, startPushService } from '../push-service';

let service: PushService;
beforeAll(async () => {
  service = await startPushService({ quiet: true });
});
afterAll(() => service.close());

const payload = { title: 'درسك يبدأ الآن', body: 'اضغط للدخول', url: '/lesson/7' };

describe('the local push service', () => {
  it('decrypts a push signed with the key the subscription was made for, and refuses one signed with another', async () => {
    const keys = newVapidKeys();
    const sub = service.subscribe(keys.publicKey);
    const target = { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
    expect(await webPush({ ...keys, subject: 'mailto:ops@kalam.example', localOrigin: service.url }).send(target, payload)).toBe('sent');
    expect(service.received.at(-1)).toMatchObject({ subscriptionId: sub.id, payload, urgency: 'high' });

    const other = newVapidKeys();
    expect(await webPush({ ...other, subject: 'mailto:ops@kalam.example', localOrigin: service.url }).send(target, payload)).toBe('failed');
    expect(service.received).toHaveLength(1);
  });

  it('answers 410 for a subscription it forgot, which the sender reports as gone; production never sends to plain http', async () => {
    const keys = newVapidKeys();
    const sub = service.subscribe(keys.publicKey);
    const target = { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
    service.expire(sub.id);
    expect(await webPush({ ...keys, subject: 'mailto:ops@kalam.example', localOrigin: service.url }).send(target, payload)).toBe('gone');
    expect(await webPush({ ...keys, subject: 'mailto:ops@kalam.example' }).send(target, payload)).toBe('gone');
  });
});
