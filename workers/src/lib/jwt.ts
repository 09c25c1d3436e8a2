import { TOKEN_TTL_DAYS, type TokenPayload } from '@kalam/core';
import { jwtVerify, SignJWT } from 'jose';
import type { Deps } from '../deps';

const key = (secret: string) => new TextEncoder().encode(secret);

/** Bearer token `{id, iat, exp}`, HS256, valid for seven days. */
export async function signToken(deps: Deps, userId: number): Promise<string> {
  const iat = Math.floor(deps.now() / 1000);
  return new SignJWT({ id: userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_DAYS * 86_400)
    .sign(key(deps.config.jwtSecret));
}

/** The payload of a valid, unexpired token, or null. */
export async function readToken(deps: Deps, token: string): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key(deps.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(deps.now()),
    });
    return typeof payload.id === 'number' && typeof payload.exp === 'number' && typeof payload.iat === 'number'
      ? { id: payload.id, iat: payload.iat, exp: payload.exp }
      : null;
  } catch {
    return null;
  }
}
