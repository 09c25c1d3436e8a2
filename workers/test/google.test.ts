import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_ISSUERS, googleVerifier } from '../src/lib/google';
import { makeTestApp, TEST_NOW } from './helpers';

// A local issuer with its own keys stands in for Google: same token shape, same checks.
const CLIENT_ID = 'kalam-web.apps.googleusercontent.com';
let sign: (claims: Record<string, unknown>, opts?: { aud?: string; iss?: string; exp?: number }) => Promise<string>;
let foreign: typeof sign;
let jwks: { keys: JWK[] };

async function issuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: crypto.randomUUID(), alg: 'RS256' };
  const make: typeof sign = (claims, opts = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(opts.iss ?? GOOGLE_ISSUERS[0]!)
      .setAudience(opts.aud ?? CLIENT_ID)
      .setIssuedAt(Math.floor(TEST_NOW / 1000))
      .setExpirationTime(opts.exp ?? Math.floor(TEST_NOW / 1000) + 3600)
      .sign(privateKey);
  return { jwk, make };
}

beforeAll(async () => {
  const ours = await issuer();
  const theirs = await issuer();
  jwks = { keys: [ours.jwk] };
  sign = ours.make;
  foreign = theirs.make;
});

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ google: googleVerifier({ clientId: CLIENT_ID, keys: createLocalJWKSet(jwks), now: () => TEST_NOW }) });
});
afterEach(() => t.close());

const google = (idToken: string, role?: number) => t.json('/auth/google', { idToken, ...(role ? { role } : {}) });
const claims = { sub: '1234567890', email: 'Yara.Hany@gmail.com', email_verified: true, name: 'Yara Hany 🌸' };

describe('Google sign-in', () => {
  it('creates the account on first sign-in with the chosen role, verified, then signs in again', async () => {
    const first = await google(await sign(claims), 3);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.user).toMatchObject({
      email: 'yara.hany@gmail.com',
      name: 'Yara Hany',
      role: 3,
      verified: true,
      hasPassword: false,
      tutor: { activated: false },
    });
    const again = await (await google(await sign(claims))).json();
    expect(again.user.id).toBe(body.user.id);
    expect(again.user.role).toBe(3);
  });

  it('signs in an existing password account with the same email', async () => {
    const res = await google(await sign({ ...claims, email: 'student9@kalam.test' }));
    expect((await res.json()).user).toMatchObject({ email: 'student9@kalam.test', role: 4 });
  });

  it('refuses tokens for another audience, another issuer, another key, or expired', async () => {
    for (const token of [
      await sign(claims, { aud: 'someone-else' }),
      await sign(claims, { iss: 'https://evil.example' }),
      await foreign(claims),
      await sign(claims, { exp: Math.floor(TEST_NOW / 1000) - 10 }),
    ]) {
      const res = await google(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'unauthenticated' });
    }
  });

  it('creates only students and tutors', async () => {
    const res = await t.json('/auth/google', { idToken: await sign(claims), role: 1 });
    expect(res.status).toBe(400);
  });
});
