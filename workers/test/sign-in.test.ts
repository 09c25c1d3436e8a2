import { CodeType, DAY_MS, Role, type SignInView } from '@kalam/core';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { purgeSignIns } from '../src/jobs/purge-sign-ins';
import { issueCode } from '../src/services/codes';
import { REFRESH_RACE_MS } from '../src/services/sign-in';
import { countRoundTrips, makeTestApp } from './helpers';

// Sign-ins the server knows (decision 013): tokens end with their sign-in.

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

let address = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
async function signIn(email: string, password = DEMO_PASSWORD, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36') {
  const res = await t.json(
    '/auth/password',
    { email, password },
    { headers: { 'cf-connecting-ip': `198.51.100.${++address}`, 'user-agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; user: { id: number } };
}
const current = async (token: string) => (await t.request('/user/current', { headers: bearer(token) })).status;
const put = (path: string, token: string, body: unknown) =>
  t.request(path, { method: 'PUT', headers: bearer(token), body: JSON.stringify(body) });

describe('ending sign-ins', () => {
  it('a password reset ends every sign-in of the account', async () => {
    const { token, user } = await signIn('student1@kalam.test');
    expect(await current(token)).toBe(200);
    const { code } = await issueCode(t.deps, user.id, CodeType.ResetPassword, 5, 'student1@kalam.test');
    const reset = await t.json(
      '/auth/password/reset',
      { email: 'student1@kalam.test', code, password: 'NewPass12!', confirmPassword: 'NewPass12!' },
      { method: 'PUT' },
    );
    expect(reset.status).toBe(200);
    expect(await current(token)).toBe(401);
    expect(await current((await signIn('student1@kalam.test', 'NewPass12!')).token)).toBe(200);
  });

  it('a password reset made from a signed-in tab of the same account keeps that tab', async () => {
    const here = await signIn('student1@kalam.test');
    const elsewhere = await signIn('student1@kalam.test');
    const { code } = await issueCode(t.deps, here.user.id, CodeType.ResetPassword, 5, 'student1@kalam.test');
    const body = { email: 'student1@kalam.test', code, password: 'NewPass12!', confirmPassword: 'NewPass12!' };
    expect((await put('/auth/password/reset', here.token, body)).status).toBe(200);
    expect(await current(here.token)).toBe(200);
    expect(await current(elsewhere.token)).toBe(401);
  });

  it('a password change keeps the sign-in that made it and ends the others', async () => {
    const here = await signIn('student2@kalam.test');
    const elsewhere = await signIn('student2@kalam.test');
    const res = await put(`/user/${here.user.id}`, here.token, {
      currentPassword: DEMO_PASSWORD,
      password: 'NewPass12!',
      confirmPassword: 'NewPass12!',
    });
    expect(res.status).toBe(200);
    expect(await current(here.token)).toBe(200);
    expect(await current(elsewhere.token)).toBe(401);
    // the ended tab is told, so it signs out and its socket closes
    expect(t.realtime.sent.filter((s) => s.event.type === 'signed-out').map((s) => s.to)).toEqual([[here.user.id]]);
  });

  it('a role change or a deactivation ends every sign-in of the account', async () => {
    const boss = await signIn('super@kalam.test');
    const student = await signIn('student3@kalam.test');
    expect((await put(`/user/${student.user.id}`, boss.token, { role: Role.Tutor })).status).toBe(200);
    expect(await current(student.token)).toBe(401);
    const again = await signIn('student3@kalam.test');
    expect((await put(`/user/${student.user.id}`, boss.token, { deactivated: true })).status).toBe(200);
    expect(await current(again.token)).toBe(401);
    // the open tabs are told why, so sign-in can say the account was suspended
    expect(t.realtime.sent.filter((s) => s.event.type === 'signed-out').at(-1)?.event).toMatchObject({ reason: 'suspended' });
    expect(await current(boss.token)).toBe(200);
  });
});

describe('refreshing', () => {
  it('rotates: the refreshed token works and the one presented does not', async () => {
    const { token } = await signIn('student4@kalam.test');
    const res = await t.request('/auth/refresh-token', { method: 'POST', headers: bearer(token) });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { token: string }).token;
    expect(await current(fresh)).toBe(200);
    expect(await current(token)).toBe(401);
    expect((await t.request('/auth/refresh-token', { method: 'POST', headers: bearer(token) })).status).toBe(401);
  });

  it('a rotated-out token presented again ends the sign-in: both tokens die, other devices stay, and the owner is told', async () => {
    const other = await signIn('student6@kalam.test');
    const { token: stolen } = await signIn('student6@kalam.test');
    const refreshed = await t.request('/auth/refresh-token', { method: 'POST', headers: bearer(stolen) });
    const newer = ((await refreshed.json()) as { token: string }).token;
    t.advance(REFRESH_RACE_MS + 1000);
    const replay = await t.request('/auth/refresh-token', { method: 'POST', headers: bearer(stolen) });
    expect(replay.status).toBe(401);
    expect(await current(newer)).toBe(401);
    expect((await t.request('/auth/refresh-token', { method: 'POST', headers: bearer(newer) })).status).toBe(401);
    expect(await current(other.token)).toBe(200);
    const { rows } = await t.client.execute({
      sql: 'select subject from outbox where "to" = ? order by id desc limit 1',
      args: ['student6@kalam.test'],
    });
    expect(String(rows[0]?.subject)).toContain('تسجيل دخول مشبوه');
    const { sid } = decodeJwt(stolen) as { sid: number };
    expect(t.realtime.sent.at(-1)).toEqual({ to: [other.user.id], event: { type: 'signed-out', signInIds: [sid] } });
  });

  it('a second tab refreshing with the same token at the same moment is refused without ending the sign-in', async () => {
    const { token } = await signIn('student7@kalam.test');
    const [first, second] = await Promise.all(
      [0, 1].map(() => t.request('/auth/refresh-token', { method: 'POST', headers: bearer(token) })),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 401]);
    const fresh = ((await (first!.status === 200 ? first! : second!).json()) as { token: string }).token;
    expect(await current(fresh)).toBe(200);
  });

  it('never outlives thirty days from the sign-in, however often it is refreshed', async () => {
    let { token } = await signIn('student5@kalam.test');
    const started = decodeJwt(token).iat!;
    for (let day = 6; day <= 30; day += 6) {
      t.advance(6 * DAY_MS);
      const res = await t.request('/auth/refresh-token', { method: 'POST', headers: bearer(token) });
      if (day < 30) {
        expect(res.status, `day ${day}`).toBe(200);
        token = ((await res.json()) as { token: string }).token;
        expect(decodeJwt(token).exp! - started).toBeLessThanOrEqual(30 * 86_400);
      } else {
        expect(res.status, `day ${day}`).toBe(401);
      }
    }
    expect(await current(token)).toBe(401);
  });
});

describe('the list of signed-in devices', () => {
  it('shows each device with its browser, system, address area and last use, and ends one or all others', async () => {
    const phone = await signIn(
      'student6@kalam.test',
      DEMO_PASSWORD,
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36',
    );
    const laptop = await signIn(
      'student6@kalam.test',
      DEMO_PASSWORD,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
    );
    const tablet = await signIn(
      'student6@kalam.test',
      DEMO_PASSWORD,
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1',
    );
    const list = (await (await t.request('/auth/sign-in/list', { headers: bearer(laptop.token) })).json()) as SignInView[];
    expect(list.map((s) => [s.browser, s.os, s.current])).toEqual(
      expect.arrayContaining([
        ['Chrome', 'Android', false],
        ['Firefox', 'Windows', true],
        ['Safari', 'iOS', false],
      ]),
    );
    expect(list.every((s) => /^198\.51\.100\.x$/.test(s.area ?? ''))).toBe(true);
    const phoneId = list.find((s) => s.os === 'Android')!.id;

    // someone else's sign-in is not theirs to end
    const stranger = await signIn('student7@kalam.test');
    expect((await t.request(`/auth/sign-in/${phoneId}`, { method: 'DELETE', headers: bearer(stranger.token) })).status).toBe(404);
    expect(await current(phone.token)).toBe(200);

    expect((await t.request(`/auth/sign-in/${phoneId}`, { method: 'DELETE', headers: bearer(laptop.token) })).status).toBe(200);
    expect(await current(phone.token)).toBe(401);
    expect(await current(tablet.token)).toBe(200);
    const others = await t.request('/auth/sign-in/others', { method: 'DELETE', headers: bearer(laptop.token) });
    expect(await others.json()).toEqual({ ended: 1 });
    expect(await current(tablet.token)).toBe(401);
    expect(await current(laptop.token)).toBe(200);
    const left = (await (await t.request('/auth/sign-in/list', { headers: bearer(laptop.token) })).json()) as SignInView[];
    expect(left.map((s) => s.current)).toEqual([true]);
  });
});

describe('old sign-ins', () => {
  it('are dropped 30 days after they ended or outlived their lifetime, and open ones are kept', async () => {
    const ended = await signIn('student9@kalam.test');
    const kept = await signIn('student9@kalam.test');
    await t.request(`/auth/sign-in/${decodeJwt(ended.token).sid}`, { method: 'DELETE', headers: bearer(kept.token) });
    const rows = async () =>
      Number((await t.client.execute({ sql: 'select count(*) as n from sign_ins where user_id = ?', args: [kept.user.id] })).rows[0]!.n);
    t.advance(29 * DAY_MS);
    expect(await purgeSignIns(t.deps)).toBe(0);
    t.advance(2 * DAY_MS);
    expect(await purgeSignIns(t.deps)).toBe(1);
    expect(await rows()).toBe(1);
    t.advance(30 * DAY_MS);
    expect(await purgeSignIns(t.deps)).toBe(1);
    expect(await rows()).toBe(0);
  });
});

describe('cost per request', () => {
  it('a signed-in GET /user/current reads the database once, the sign-in check included', async () => {
    const { token } = await signIn('student8@kalam.test');
    await current(token);
    expect(await countRoundTrips(t, async () => expect(await current(token)).toBe(200))).toBe(1);
    // last seen is written at most every five minutes, after the answer
    t.advance(5 * 60 * 1000);
    expect(await countRoundTrips(t, async () => expect(await current(token)).toBe(200))).toBe(2);
  });
});
