import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, HOUR_MS } from '@kalam/core/constants';
import type { CodeType } from '@kalam/core/enums';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { codes, rateLimits } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';

// One-time codes and link tokens: stored hashed, bound to one account, single-use, 15 minutes, 5 attempts.

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function randomDigits(n: number): string {
  const bytes = crypto.getRandomValues(new Uint32Array(n));
  return [...bytes].map((b) => String(b % 10)).join('');
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Caps on sending codes, held in the database whatever address asks: each new code brings fresh guesses, and each send
 * reaches a real inbox or phone. Per account and kind, and per destination across accounts (a phone number gets fewer:
 * every send is a WhatsApp or Telegram message on someone's phone).
 */
export const CODE_SEND_LIMITS = { windowMs: HOUR_MS, perAccount: 5, perEmail: 5, perPhone: 3 } as const;

/** What one code send counts against: the account's sends of that kind (when an account asks), and the destination's. */
export const codeSendKeys = (userId: number | null, type: CodeType, to: { email: string } | { phone: string }) => [
  ...(userId === null ? [] : [{ key: `code-account:${type}:${userId}`, limit: CODE_SEND_LIMITS.perAccount }]),
  'email' in to
    ? { key: `code-to:${to.email.toLowerCase()}`, limit: CODE_SEND_LIMITS.perEmail }
    : { key: `code-to:${to.phone}`, limit: CODE_SEND_LIMITS.perPhone },
];

/**
 * Takes one send from each cap, atomically (a count is raised only while under its limit, so sends racing from many
 * addresses cannot overshoot); refuses with `too-many-codes` and the seconds until the window frees otherwise.
 */
export async function takeCodeSends(deps: Deps, caps: { key: string; limit: number }[]): Promise<void> {
  const t = deps.now();
  const windowStart = t - (t % CODE_SEND_LIMITS.windowMs);
  const takes = caps.map(({ key, limit }) =>
    deps.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`, windowStart },
        setWhere: or(ne(rateLimits.windowStart, windowStart), lt(rateLimits.count, limit)),
      })
      .returning({ count: rateLimits.count }),
  );
  const taken = await deps.db.batch(takes as [(typeof takes)[number], ...typeof takes]);
  if (taken.every((rows) => rows.length)) return;
  const retryAfter = Math.ceil((windowStart + CODE_SEND_LIMITS.windowMs - t) / 1000);
  throw new ApiError('too-many-codes', { details: { retryAfter } });
}

/** Issues a fresh code (and link token); any earlier unused code of the same kind stops working. */
export async function issueCode(deps: Deps, userId: number, type: CodeType, digits: number, target?: string) {
  const code = randomDigits(digits);
  const token = randomToken();
  const now = deps.now();
  await deps.db.batch([
    deps.db
      .update(codes)
      .set({ usedAt: now })
      .where(and(eq(codes.userId, userId), eq(codes.type, type), isNull(codes.usedAt))),
    deps.db.insert(codes).values({
      userId,
      type,
      target,
      codeHash: await sha256(code),
      tokenHash: await sha256(token),
      expiresAt: now + CODE_TTL_MS,
      createdAt: now,
    }),
  ]);
  return { code, token };
}

/**
 * Uses the account's current code. Each guess first takes one of the code's attempts in a single conditional update
 * (open, unexpired, attempts left), so however many guesses arrive at once, at most the allowed number are compared.
 */
export async function consumeCode(deps: Deps, userId: number, type: CodeType, code: string) {
  const now = deps.now();
  const current = deps.db
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.userId, userId), eq(codes.type, type), isNull(codes.usedAt)))
    .orderBy(desc(codes.id))
    .limit(1);
  const [row] = await deps.db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(and(eq(codes.id, current), isNull(codes.usedAt), gt(codes.expiresAt, now), lt(codes.attempts, CODE_MAX_ATTEMPTS)))
    .returning();
  if (!row) {
    // the rare path: say whether there was no code at all or it ran out
    const [last] = await current;
    throw new ApiError(last ? 'expired-verification-code' : 'invalid-verification-code');
  }
  if ((await sha256(code)) !== row.codeHash) throw new ApiError('invalid-verification-code');
  return markUsed(deps, row);
}

/** Uses a link token. */
export async function consumeToken(deps: Deps, type: CodeType, token: string) {
  const [row] = await deps.db
    .select()
    .from(codes)
    .where(and(eq(codes.tokenHash, await sha256(token)), eq(codes.type, type)));
  if (!row || row.usedAt) throw new ApiError('invalid-verification-code');
  // a code guessed out also closes its link
  if (row.expiresAt <= deps.now() || row.attempts >= CODE_MAX_ATTEMPTS) throw new ApiError('expired-verification-code');
  return markUsed(deps, row);
}

/** Single use even under concurrent requests: only one conditional update wins. */
async function markUsed(deps: Deps, row: typeof codes.$inferSelect) {
  const won = await deps.db
    .update(codes)
    .set({ usedAt: deps.now() })
    .where(and(eq(codes.id, row.id), isNull(codes.usedAt)))
    .returning({ id: codes.id });
  if (!won.length) throw new ApiError('invalid-verification-code');
  return row;
}
