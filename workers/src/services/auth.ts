import type { AuthResult } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tutors, users } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import type { countedAttempt } from '../lib/rate-limit';
import { theRow } from '../lib/rows';
import { accountColumns, getCurrentUser, toCurrentUser } from './current-user';
import { failuresQuery, recordFailedSignIn, refuseIfLockedOut } from './failed-sign-ins';
import { type Device, startSignIn } from './sign-in';

// Verified against when the email is unknown, so both answers take the same time.
let decoy: Promise<string> | undefined;

/**
 * Password sign-in in two round trips: the attempt counted per address, the failures at the account read and the account
 * read in one batch; then the sign-in written (or the failure counted).
 */
export async function signInWithPassword(
  deps: Deps,
  input: z.infer<typeof schemas.auth.passwordSignIn>,
  device: Device,
  attempt: Attempt,
): Promise<AuthResult> {
  const [[counted], failures, [user]] = await deps.db.batch([
    attempt.statement,
    failuresQuery(deps, input.email, device.ip),
    deps.db
      .select({ ...accountColumns, password: users.password })
      .from(users)
      .leftJoin(tutors, eq(tutors.userId, users.id))
      .where(eq(users.email, input.email)),
  ]);
  attempt.refuseOver(counted?.count ?? 0);
  refuseIfLockedOut(input.email, device.ip, failures);
  decoy ??= deps.passwords.hash('decoy password 1!');
  const stored = user?.password ?? (await decoy);
  const ok = await deps.passwords.verify(input.password, stored);
  const account = user?.users;
  // One answer for an unknown email and a wrong password: no account enumeration.
  if (!user || !account || !user.password || !ok) {
    await recordFailedSignIn(deps, input.email, device.ip, account && !account.deactivatedAt ? account : undefined);
    throw new ApiError('wrong-password');
  }
  // only the right password learns the account is frozen, so a guess reveals nothing
  if (account.deactivatedAt) throw new ApiError('account-suspended');
  const rehashed = deps.passwords.needsRehash(user.password) ? await deps.passwords.hash(input.password) : undefined;
  const token = await startSignIn(
    deps,
    { id: account.id, role: account.role as Role },
    device,
    rehashed === undefined ? [] : [deps.db.update(users).set({ password: rehashed }).where(eq(users.id, account.id))],
  );
  return { user: toCurrentUser(user), token };
}

/** The per-address count of sign-in attempts, batched with the sign-in's first read (`countedAttempt`). */
type Attempt = ReturnType<typeof countedAttempt>;

/** A new sign-in of the user and its first token. */
export async function issue(deps: Deps, userId: number, device: Device): Promise<AuthResult> {
  const user = await getCurrentUser(deps, userId);
  return { user, token: await startSignIn(deps, user, device) };
}

/** Google sign-in: the first time creates the account with the chosen role (student or tutor). */
export async function signInWithGoogle(deps: Deps, input: z.infer<typeof schemas.auth.google>, device: Device): Promise<AuthResult> {
  const identity = await deps.google.verify(input.idToken);
  if (!identity) throw new ApiError('unauthenticated');
  const [existing] = await deps.db
    .select({ id: users.id, verified: users.verified, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, identity.email));
  if (existing) {
    if (existing.deactivatedAt) throw new ApiError('account-suspended');
    if (identity.emailVerified && !existing.verified)
      await deps.db.update(users).set({ verified: true, updatedAt: deps.now() }).where(eq(users.id, existing.id));
    return issue(deps, existing.id, device);
  }
  const now = deps.now();
  try {
    const created = theRow(
      await deps.db
        .insert(users)
        .values({
          name: displayName(identity.name, identity.email),
          email: identity.email,
          role: input.role,
          verified: identity.emailVerified,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id }),
    );
    if (input.role === Role.Tutor) await deps.db.insert(tutors).values({ userId: created.id, createdAt: now, updatedAt: now });
    return issue(deps, created.id, device);
  } catch (err) {
    // Two first sign-ins racing: the unique email index lets one create, the other signs in.
    const [winner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
    if (winner) return issue(deps, winner.id, device);
    throw err;
  }
}

/** A Google name made to fit our name rule (letters and spaces, 2–30), else the email's local part. */
function displayName(name: string, email: string): string {
  const clean = name
    .replace(/[^A-Za-z\u0600-\u06FF\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
  if (clean.length >= 2) return clean;
  const [localPart = ''] = email.split('@');
  const local = localPart
    .replace(/[^A-Za-z]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30);
  return local.length >= 2 ? local : 'Kalam User';
}
