import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleVerifier {
  /** The identity in a Google ID token, or null when it is not valid for our client. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Checks signature (Google's published keys), issuer, audience (our client id) and expiry with jose. */
export function googleVerifier(opts: { clientId: string; keys?: JWTVerifyGetKey; issuers?: string[]; now?: () => number }): GoogleVerifier {
  const keys = opts.keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: opts.issuers ?? GOOGLE_ISSUERS,
          audience: opts.clientId,
          currentDate: opts.now ? new Date(opts.now()) : undefined,
        });
        if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') return null;
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' ? payload.name : '',
        };
      } catch {
        return null;
      }
    },
  };
}

/** Google sign-in is off until a client id is configured. */
export const googleDisabled: GoogleVerifier = { verify: async () => null };
