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

/** Tokens verified in this isolate: enough for the sign-ins one isolate serves at once, the oldest dropped first. */
const MEMO_SIZE = 4_096;
let memo: { secret: string; tokens: Map<string, TokenPayload> } | undefined;

/**
 * The payload of a valid, unexpired token that names a sign-in, or null. A token whose signature was verified under the
 * same secret is not verified again (its payload is what that check answered); its expiry is checked on every read.
 */
export async function readToken(deps: Deps, token: string): Promise<TokenPayload | null> {
  const secret = deps.config.jwtSecret;
  if (memo?.secret !== secret) memo = { secret, tokens: new Map() };
  const { tokens } = memo;
  const known = tokens.get(token);
  if (known) return known.exp > Math.floor(deps.now() / 1000) ? known : null;
  const { payload, notBefore } = await verifyToken(deps, token);
  // a token with a not-before (we never sign one) is not remembered: only the expiry is checked again
  if (payload && notBefore === undefined) {
    if (tokens.size >= MEMO_SIZE) tokens.delete(tokens.keys().next().value as string);
    tokens.set(token, payload);
  }
  return payload;
}

async function verifyToken(deps: Deps, token: string): Promise<{ payload: TokenPayload | null; notBefore?: unknown }> {
  try {
    const { payload: p } = await jwtVerify(token, await key(deps.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(deps.now()),
    });
    const { id, sid, gen, iat, exp, role } = p;
    const payload =
      typeof id === 'number' && typeof sid === 'number' && typeof gen === 'number' && typeof iat === 'number' && typeof exp === 'number'
        ? Object.freeze({ id, sid, gen, iat, exp, ...(isRole(role) && { role }) })
        : null;
    return { payload, notBefore: p.nbf };
  } catch {
    return { payload: null };
  }
}

const isRole = (role: unknown): role is Role => (roles as readonly unknown[]).includes(role);
