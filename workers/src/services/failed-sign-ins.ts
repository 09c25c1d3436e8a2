import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { countInWindow, countsInWindow } from '../lib/rate-limit';
import { knownAddress } from './sign-in';

/**
 * Wrong passwords are limited per (account, address), never per account alone: guesses from elsewhere must not lock
 * the owner out. When an account draws many failures, each address gets one failure only: a slowdown for a spread
 * guess that the owner's first try from a fresh address never meets. (Per address, every attempt is limited by the
 * route.)
 */
export const FAILED_SIGN_INS = {
  windowMs: 15 * 60 * 1000,
  /** failures one address may make at one account in a window */
  perAccountAndAddress: 5,
  /** failures at one account in a window, from all addresses, after which each address gets one */
  accountUnderAttack: 20,
  /** failures from addresses the account never signed in from, at which its owner gets an email (once a window) */
  tellOwnerAt: 5,
} as const;

const keysOf = (email: string, ip: string) => ({
  pair: `failed-sign-in:${email}|${ip}`,
  account: `failed-sign-in:${email}`,
  newAddresses: `failed-sign-in-new:${email}`,
});

/** Refuses (429) an address that has used up its failures at this account. */
export async function refuseIfLockedOut(deps: Deps, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  const [pair = 0, account = 0] = await countsInWindow(deps.db, [keys.pair, keys.account], FAILED_SIGN_INS.windowMs, deps.now());
  const allowed = account >= FAILED_SIGN_INS.accountUnderAttack ? 1 : FAILED_SIGN_INS.perAccountAndAddress;
  if (pair >= allowed) throw new ApiError('too-many-requests');
}

/** Counts a wrong password; the owner hears of repeated failures from addresses they never signed in from. */
export async function recordFailedSignIn(deps: Deps, email: string, ip: string, owner?: { id: number; name: string; email: string }) {
  const keys = keysOf(email, ip);
  // asked for unknown emails too, so both answers cost the same
  const fresh = !(await knownAddress(deps, owner?.id ?? 0, ip));
  const [, , newAddresses] = await countInWindow(deps.db, [keys.pair, keys.account, ...(fresh ? [keys.newAddresses] : [])], FAILED_SIGN_INS.windowMs, deps.now());
  if (owner && newAddresses === FAILED_SIGN_INS.tellOwnerAt) {
    await deps.mailer.send({
      to: owner.email,
      subject: 'كلام: محاولات دخول فاشلة إلى حسابك',
      text: `أهلًا ${owner.name}،\n\nحاول أحدهم الدخول إلى حسابك بكلمة مرور خاطئة عدة مرات من أماكن لم تدخل منها من قبل.\nإن لم تكن أنت فلا داعي للقلق ما دامت كلمة مرورك قوية، ويمكنك تغييرها من الإعدادات ومراجعة الأجهزة المسجَّل دخولك منها.`,
    });
  }
}
