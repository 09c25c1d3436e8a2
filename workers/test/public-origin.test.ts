import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { configFromEnv } from '../src/config';
import { makeTestApp } from './helpers';

// Every link the app sends is built from the configured public origin (`config.appUrl`, http://app.test here), never
// from the request: a request carrying a forged Host must not turn a reset or sign-up mail into the forger's link.
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const FORGED = 'http://evil.example';
const forged = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  t.app.request(`${FORGED}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', host: 'evil.example', ...headers },
    body: JSON.stringify(body),
  });
async function lastMail(to: string) {
  const { rows } = await t.client.execute({ sql: 'select body from outbox where "to" = ? order by id desc limit 1', args: [to] });
  return String(rows[0]?.body ?? '');
}

describe('links the app sends', () => {
  it('a reset mail asked for with a forged Host links to the configured origin only', async () => {
    expect((await forged('/auth/password/forget', { email: 'student2@kalam.test', callbackUrl: '/reset-password' })).status).toBe(200);
    const mail = await lastMail('student2@kalam.test');
    expect(mail).toContain('http://app.test/reset-password?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('refuses an absolute callback on the forged Host, and on any origin but the configured one', async () => {
    for (const callbackUrl of [`${FORGED}/reset-password`, '//evil.example/reset-password', 'https://app.test/reset-password']) {
      const res = await forged('/auth/password/forget', { email: 'student2@kalam.test', callbackUrl });
      expect(res.status, callbackUrl).toBe(400);
      expect(await res.json()).toEqual({ code: 'bad-request', errors: { callbackUrl: 'invalid' } });
    }
    expect(
      (await forged('/auth/password/forget', { email: 'student2@kalam.test', callbackUrl: 'http://app.test/reset-password' })).status,
    ).toBe(200);
  });

  it('the sign-up mail (POST /user) and a resent verification link to the configured origin whatever the Host', async () => {
    const res = await forged('/user/', {
      name: 'Host Student',
      email: 'host.student@example.com',
      password: 'secret12!',
      confirmPassword: 'secret12!',
      role: 4,
    });
    expect(res.status).toBe(201);
    const signUpMail = await lastMail('host.student@example.com');
    expect(signUpMail).toContain('http://app.test/verify-email?token=');
    expect(signUpMail).not.toContain('evil.example');

    const { token } = (await res.json()) as { token: string };
    t.advance(60_000);
    const resend = await forged('/auth/send-verify-email', { callbackUrl: '/verify-email' }, { authorization: `Bearer ${token}` }, 'PUT');
    expect(resend.status).toBe(200);
    expect(await lastMail('host.student@example.com')).toMatch(/http:\/\/app\.test\/verify-email\?token=[\w-]+/);
  });

  it('the calendar feed address names the configured origin whatever the Host', async () => {
    const signIn = await t.json('/auth/password', { email: 'student1@kalam.test', password: DEMO_PASSWORD });
    const { token } = (await signIn.json()) as { token: string };
    const res = await t.app.request(`${FORGED}/api/v1/calendar/url`, {
      headers: { authorization: `Bearer ${token}`, host: 'evil.example' },
    });
    expect(((await res.json()) as { url: string }).url).toMatch(/^http:\/\/app\.test\/api\/v1\/calendar\/feed\//);
  });
});

describe('the configured public origin', () => {
  const JWT_SECRET = 'x'.repeat(40);

  it('is required in production: the Worker refuses to start without APP_URL, or with a plain-http one', () => {
    expect(() => configFromEnv({ JWT_SECRET, APP_ENV: 'production', CORS_ORIGINS: 'https://kalam.example' })).toThrow(
      /APP_URL must be set/,
    );
    expect(() => configFromEnv({ JWT_SECRET, APP_URL: 'http://kalam.example' })).toThrow(/https/);
    expect(() => configFromEnv({ JWT_SECRET, APP_ENV: 'development', APP_URL: 'not a url' })).toThrow(/APP_URL must be an origin/);
    expect(configFromEnv({ JWT_SECRET, APP_URL: 'https://kalam.example/' }).appUrl).toBe('https://kalam.example');
  });

  it('is set by the production configuration (wrangler.toml)', () => {
    const toml = readFileSync(resolve(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    const vars = Object.fromEntries(
      [...(toml.split(/^\[vars\]$/m)[1]?.split(/^\[/m)[0] ?? '').matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]),
    );
    expect(configFromEnv({ JWT_SECRET, ...vars }).appUrl).toBe('https://kalam.example');
  });
});
