import { sql } from 'drizzle-orm';
import { rateLimits, signIns } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { countStatement, countsOf, countsQuery } from '../lib/rate-limit';

/**
 * Wrong passwords are limited per (account, address), never per account alone: guesses from elsewhere must not lock
 * the owner out. When an account draws many failures, each address gets two failures only: a slowdown for a spread
 * guess that an owner's first try, or one typo, from a fresh address never meets. (Per address, every attempt is limited by the
 * route.)
 */
export const FAILED_SIGN_INS = {
  windowMs: 15 * 60 * 1000,
  /** failures one address may make at one account in a window */
  perAccountAndAddress: 5,
  /** failures at one account in a window, from all addresses, after which each address gets `underAttackPerAddress` */
  accountUnderAttack: 20,
  /** failures an address may make at an account under attack: never refused for its first, so one typo locks no one out */
  underAttackPerAddress: 2,
  /** failures from addresses the account never signed in from, at which its owner gets an email (once a window) */
  tellOwnerAt: 5,
} as const;

const keysOf = (email: string, ip: string) => ({
  pair: `failed-sign-in:${email}|${ip}`,
  account: `failed-sign-in:${email}`,
  newAddresses: `failed-sign-in-new:${email}`,
});

/** The failures counted against this address at this account: a query to batch with the sign-in's first read. */
export const failuresQuery = (deps: Deps, email: string, ip: string) => {
  const keys = keysOf(email, ip);
  return countsQuery(deps.db, [keys.pair, keys.account], FAILED_SIGN_INS.windowMs, deps.now());
};

/** Refuses (429) an address that has used up its failures at this account, from what `failuresQuery` read. */
export function refuseIfLockedOut(email: string, ip: string, rows: { key: string; count: number }[]): void {
  const keys = keysOf(email, ip);
  const [pair = 0, account = 0] = countsOf([keys.pair, keys.account], rows);
  const allowed =
    account >= FAILED_SIGN_INS.accountUnderAttack ? FAILED_SIGN_INS.underAttackPerAddress : FAILED_SIGN_INS.perAccountAndAddress;
  if (pair >= allowed) throw new ApiError('too-many-requests');
}

/**
 * Counts a wrong password, in one round trip; the owner hears of repeated failures from addresses they never signed in
 * from (an address counts as new unless one of the account's sign-ins came from it).
 */
export async function recordFailedSignIn(deps: Deps, email: string, ip: string, owner?: { id: number; name: string; email: string }) {
  const keys = keysOf(email, ip);
  const t = deps.now();
  const windowStart = t - (t % FAILED_SIGN_INS.windowMs);
  // asked for unknown emails too, so both answers cost the same
  const [, , newAddresses] = await deps.db.batch([
    countStatement(deps.db, keys.pair, FAILED_SIGN_INS.windowMs, t),
    countStatement(deps.db, keys.account, FAILED_SIGN_INS.windowMs, t),
    deps.db.all<{ count: number }>(sql`insert into ${rateLimits} (key, window_start, count)
      select ${keys.newAddresses}, ${windowStart}, 1
      where not exists (select 1 from ${signIns} where ${signIns.userId} = ${owner?.id ?? 0} and ${signIns.ip} = ${ip})
      on conflict (key) do update set count = case when window_start = ${windowStart} then count + 1 else 1 end, window_start = ${windowStart}
      returning count`),
  ]);
  if (owner && newAddresses[0]?.count === FAILED_SIGN_INS.tellOwnerAt) {
    await deps.mailer.send({
      to: owner.email,
      subject: 'كلام: محاولات دخول فاشلة إلى حسابك',
      text: `أهلًا ${owner.name}،\n\nحاول أحدهم الدخول إلى حسابك بكلمة مرور خاطئة عدة مرات من أماكن لم تدخل منها من قبل.\nإن لم تكن أنت فلا داعي للقلق ما دامت كلمة مرورك قوية، ويمكنك تغييرها من الإعدادات ومراجعة الأجهزة المسجَّل دخولك منها.`,
    });
  }
}
