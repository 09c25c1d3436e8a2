import { HOUR_MS } from '@kalam/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { CODE_SEND_LIMITS } from '../src/services/codes';
import { makeTestApp } from './helpers';

// Each new code brings fresh guesses and reaches a real inbox or phone: sends are capped per account and per
// destination, whatever address asks, with the wait the API reports (`too-many-codes`, retryAfter, Retry-After).
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const from = (n: number) => ({ 'cf-connecting-ip': `198.51.100.${n}` });
async function tokenOf(email: string) {
  const res = await t.json('/auth/password', { email, password: DEMO_PASSWORD }, { headers: from(250) });
  return ((await res.json()) as { token: string }).token;
}
const sendPhoneCode = (token: string, phone: string, n: number) =>
  t.json('/confirmation-code/phone/send', { phone, method: 1 }, { headers: { authorization: `Bearer ${token}`, ...from(n) } });
const outboxCount = async (to: string) =>
  Number((await t.client.execute({ sql: 'select count(*) as n from outbox where "to" = ?', args: [to] })).rows[0]!.n);

async function expectCooldown(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { code: string; details: { retryAfter: number } };
  expect(body).toMatchObject({ code: 'too-many-codes', details: { retryAfter: expect.any(Number) } });
  expect(body.details.retryAfter).toBeGreaterThan(0);
  expect(body.details.retryAfter).toBeLessThanOrEqual(HOUR_MS / 1000);
  expect(res.headers.get('retry-after')).toBe(String(body.details.retryAfter));
}

describe('caps on sending codes', () => {
  it('12 phone-code sends for one account, each from a new address, send at most the account’s cap', async () => {
    const token = await tokenOf('student1@kalam.test');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // a new number each time: the account's own cap holds whatever the destination
      const res = await sendPhoneCode(token, `0101234${String(5000 + i)}`, i);
      statuses.push(res.status);
      if (res.status !== 200) await expectCooldown(res);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_SEND_LIMITS.perAccount);
    expect(statuses.slice(CODE_SEND_LIMITS.perAccount).every((s) => s === 429)).toBe(true);
  });

  it('a number gets at most a few messages an hour, whichever accounts ask', async () => {
    const phone = '01098760000';
    const tokens = await Promise.all(['student1', 'student2', 'student3', 'student4', 'student5'].map((s) => tokenOf(`${s}@kalam.test`)));
    const statuses: number[] = [];
    for (const [i, token] of tokens.entries()) statuses.push((await sendPhoneCode(token, phone, 10 + i)).status);
    expect(statuses).toEqual(statuses.map((_, i) => (i < CODE_SEND_LIMITS.perPhone ? 200 : 429)));
    expect(await outboxCount(phone)).toBe(CODE_SEND_LIMITS.perPhone);
    // the window passes: the number may be sent to again
    t.advance(HOUR_MS);
    expect((await sendPhoneCode(tokens[4]!, phone, 20)).status).toBe(200);
  });

  it('12 email-verification sends across addresses are capped, and the cool-down is reported', async () => {
    const res = await t.json('/user/', {
      name: 'Capped Student',
      email: 'capped@example.com',
      password: 'secret12!',
      confirmPassword: 'secret12!',
      role: 4,
    });
    const { token } = (await res.json()) as { token: string };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const send = await t.json(
        '/auth/send-verify-email',
        { callbackUrl: '/verify-email' },
        { method: 'PUT', headers: { authorization: `Bearer ${token}`, ...from(30 + i) } },
      );
      statuses.push(send.status);
      if (send.status !== 200) await expectCooldown(send);
    }
    // the sign-up mail was the first of the account's sends
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_SEND_LIMITS.perAccount - 1);
    expect(await outboxCount('capped@example.com')).toBe(CODE_SEND_LIMITS.perAccount);
  });

  it('reset mails are capped per email across addresses, and an unknown email answers alike', async () => {
    const forget = (email: string, n: number) =>
      t.json('/auth/password/forget', { email, callbackUrl: '/reset-password' }, { headers: from(60 + n) });
    for (const email of ['student6@kalam.test', 'nobody.here@kalam.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await forget(email, i);
        statuses.push(res.status);
        if (res.status !== 200) await expectCooldown(res);
      }
      expect(statuses, email).toEqual(statuses.map((_, i) => (i < CODE_SEND_LIMITS.perEmail ? 200 : 429)));
    }
    expect(await outboxCount('student6@kalam.test')).toBe(CODE_SEND_LIMITS.perEmail);
  });

  it('sends racing from many addresses cannot overshoot a cap', async () => {
    const token = await tokenOf('student7@kalam.test');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => sendPhoneCode(token, '01155550000', 100 + i)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(CODE_SEND_LIMITS.perPhone);
    expect(await outboxCount('01155550000')).toBe(CODE_SEND_LIMITS.perPhone);
  });
});
