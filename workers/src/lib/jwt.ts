import type { TokenPayload } from '@kalam/core/api';
import { TOKEN_TTL_DAYS } from '@kalam/core/constants';
import { type Role, roles } from '@kalam/core/enums';
import { jwtVerify, SignJWT } from 'jose';
import type { Deps } from '../deps';

// Importing the key was most of a token check's CPU: one imported key per secret per isolate (the key, not a promise of it).
let imported: { secret: string; key: CryptoKey } | undefined;
async function key(secret: string): Promise<CryptoKey> {
  if (imported?.secret === secret) return imported.key;
  const hmac = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  imported = { secret, key: hmac };
  return hmac;
}

/** What a token names: the user, their sign-in and its token generation (decision 013). */
export type TokenClaims = Pick<TokenPayload, 'id' | 'sid' | 'gen'> & { role: Role };

/** Bearer token `{id, sid, gen, iat, exp}`, HS256, valid for seven days but never past `notAfter` (epoch ms). */
export async function signToken(deps: Deps, claims: TokenClaims, notAfter = Infinity): Promise<string> {
  const iat = Math.floor(deps.now() / 1000);
  return new SignJWT({ id: claims.id, sid: claims.sid, gen: claims.gen, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(Math.min(iat + TOKEN_TTL_DAYS * 86_400, Math.floor(notAfter / 1000)))
    .sign(await key(deps.config.jwtSecret));
}

/** The payload of a valid, unexpired token that names a sign-in, or null. */
export async function readToken(deps: Deps, token: string): Promise<TokenPayload | null> {
  try {
    const { payload: p } = await jwtVerify(token, await key(deps.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(deps.now()),
    });
    const { id, sid, gen, iat, exp, role } = p;
    return typeof id === 'number' &&
      typeof sid === 'number' &&
      typeof gen === 'number' &&
      typeof iat === 'number' &&
      typeof exp === 'number'
      ? { id, sid, gen, iat, exp, ...(isRole(role) && { role }) }
      : null;
  } catch {
    return null;
  }
}

const isRole = (role: unknown): role is Role => (roles as readonly unknown[]).includes(role);
