import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { createDb } from '../src/db/client';
import { providerMessenger } from '../src/lib/messenger';
import { makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
afterEach(() => t.close());

async function signedIn(email = 'student1@kalam.test') {
  const { token } = (await (await t.json('/auth/password', { email, password: DEMO_PASSWORD })).json()) as { token: string };
  return (path: string, body: unknown) => t.json(path, body, { headers: { authorization: `Bearer ${token}` } });
}
async function lastCode(phone: string) {
  const { rows } = await t.client.execute({
    sql: 'select channel, body from outbox where "to" = ? order by id desc limit 1',
    args: [phone],
  });
  return { channel: rows[0]?.channel, code: String(rows[0]?.body ?? '').match(/(\d{4})/)?.[1] };
}

describe('phone confirmation codes', () => {
  it('sends a code by WhatsApp or Telegram and verifies the number', async () => {
    t = await makeTestApp();
    const post = await signedIn();
    expect((await post('/confirmation-code/phone/send', { phone: '01012345678', method: 1 })).status).toBe(200);
    const sent = await lastCode('01012345678');
    expect(sent.channel).toBe('whatsapp');
    expect((await post('/confirmation-code/phone/verify', { phone: '01012345678', method: 1, code: sent.code })).status).toBe(200);
    const me = await t.client.execute("select phone, phone_verified from users where email = 'student1@kalam.test'");
    expect(me.rows[0]).toMatchObject({ phone: '01012345678', phone_verified: 1 });
    expect(await (await post('/confirmation-code/phone/send', { phone: '01012345678', method: 2 })).json()).toEqual({
      code: 'phone-already-verified',
    });
    expect((await post('/confirmation-code/phone/send', { phone: '01512345678', method: 2 })).status).toBe(200);
    expect((await lastCode('01512345678')).channel).toBe('telegram');
  });

  it('takes the number and the code in Arabic-Indic or Persian digits, with spaces, and stores them in Latin digits', async () => {
    t = await makeTestApp();
    const post = await signedIn();
    expect((await post('/confirmation-code/phone/send', { phone: '٠١٠ ١٢٣٤ ٥٦٧٨', method: 1 })).status).toBe(200);
    const { code = '' } = await lastCode('01012345678');
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await post('/confirmation-code/phone/verify', { phone: '٠١٠١٢٣٤٥٦٧٨', method: 1, code: persian })).status).toBe(200);
    const me = await t.client.execute("select phone, phone_verified from users where email = 'student1@kalam.test'");
    expect(me.rows[0]).toMatchObject({ phone: '01012345678', phone_verified: 1 });
  });

  it('answers incorrect-phone for a code sent to another number, and field codes for bad input', async () => {
    t = await makeTestApp();
    const post = await signedIn();
    await post('/confirmation-code/phone/send', { phone: '01012345678', method: 1 });
    const { code } = await lastCode('01012345678');
    expect(await (await post('/confirmation-code/phone/verify', { phone: '01112345678', method: 1, code })).json()).toEqual({
      code: 'incorrect-phone',
    });
    const bad = await post('/confirmation-code/phone/send', { phone: '0991234', method: 3 });
    expect((await bad.json()).errors).toEqual({ phone: 'invalid-phone', method: 'invalid' });
    expect(await (await post('/confirmation-code/phone/verify', { phone: '01012345678', method: 1, code: '12' })).json()).toMatchObject({
      errors: { code: 'invalid-verification-code' },
    });
  });

  it('expires a code after 15 minutes', async () => {
    t = await makeTestApp();
    const post = await signedIn();
    await post('/confirmation-code/phone/send', { phone: '01012345678', method: 1 });
    const { code } = await lastCode('01012345678');
    t.advance(15 * 60_000 + 1);
    expect(await (await post('/confirmation-code/phone/verify', { phone: '01012345678', method: 1, code })).json()).toEqual({
      code: 'expired-verification-code',
    });
  });
});

describe('the providers of phone codes', () => {
  let fake: Server;
  let base = '';
  const seen: { path: string; body: unknown }[] = [];
  beforeAll(async () => {
    // Local stand-in for the WhatsApp Cloud API and the Telegram Gateway, answering as they document.
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw) as { to?: string; phone_number?: string };
        seen.push({ path: req.url ?? '', body });
        res.setHeader('content-type', 'application/json');
        if (req.url?.endsWith('/messages')) {
          if (body.to === '+201000000000')
            return res.writeHead(400).end(JSON.stringify({ error: { code: 131026, message: 'Message undeliverable' } }));
          return res.end(JSON.stringify({ messages: [{ id: 'wamid.1' }] }));
        }
        if (body.phone_number === '+201000000000') return res.end(JSON.stringify({ ok: false, error: 'PHONE_NUMBER_INVALID' }));
        return res.end(JSON.stringify({ ok: true, result: { request_id: '1' } }));
      });
    });
    await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((ok) => fake.close(() => ok())));

  it('sends a WhatsApp template and a Telegram verification message in E.164, and maps unknown numbers to unresolved-phone', async () => {
    t = await makeTestApp({ seed: false });
    const messenger = providerMessenger(createDb(t.client), () => TEST_NOW, {
      whatsapp: { token: 'wa', phoneNumberId: '42', template: 'kalam_code', baseUrl: base },
      telegram: { token: 'tg', baseUrl: base },
    });
    await messenger.sendCode('whatsapp', '01012345678', '1234');
    await messenger.sendCode('telegram', '01012345678', '5678');
    expect(seen[0]).toMatchObject({
      path: '/42/messages',
      body: { to: '+201012345678', type: 'template', template: { name: 'kalam_code' } },
    });
    expect(seen[1]).toMatchObject({ path: '/sendVerificationMessage', body: { phone_number: '+201012345678', code: '5678' } });
    await expect(messenger.sendCode('whatsapp', '01000000000', '1234')).rejects.toMatchObject({ code: 'unresolved-phone' });
    await expect(messenger.sendCode('telegram', '01000000000', '1234')).rejects.toMatchObject({ code: 'unresolved-phone' });
  });
});
