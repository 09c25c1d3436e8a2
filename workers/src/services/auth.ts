import { Role, type AuthResult, type schemas } from '@kalam/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tutors, users } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { recordFailedSignIn, refuseIfLockedOut } from './failed-sign-ins';
import { startSignIn, type Device } from './sign-in';
import { findCurrentUser } from './user';

// Verified against when the email is unknown, so both answers take the same time.
let decoy: Promise<string> | undefined;

export async function signInWithPassword(deps: Deps, input: z.infer<typeof schemas.auth.passwordSignIn>, device: Device): Promise<AuthResult> {
  await refuseIfLockedOut(deps, input.email, device.ip);
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, password: users.password, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, input.email));
  decoy ??= deps.passwords.hash('decoy password 1!');
  const stored = user?.password ?? (await decoy);
  const ok = await deps.passwords.verify(input.password, stored);
  // One answer for an unknown email and a wrong password: no account enumeration.
  if (!user || !user.password || !ok || user.deactivatedAt) {
    await recordFailedSignIn(deps, input.email, device.ip, user && !user.deactivatedAt ? user : undefined);
    throw new ApiError('wrong-password');
  }
  if (deps.passwords.needsRehash(user.password)) {
    await deps.db.update(users).set({ password: await deps.passwords.hash(input.password) }).where(eq(users.id, user.id));
  }
  return issue(deps, user.id, device);
}

/** A new sign-in of the user and its first token. */
export async function issue(deps: Deps, userId: number, device: Device): Promise<AuthResult> {
  const user = await findCurrentUser(deps, userId);
  if (!user) throw new ApiError('user-not-found');
  return { user, token: await startSignIn(deps, userId, device) };
}

/** Google sign-in: the first time creates the account with the chosen role (student or tutor). */
export async function signInWithGoogle(deps: Deps, input: z.infer<typeof schemas.auth.google>, device: Device): Promise<AuthResult> {
  const identity = await deps.google.verify(input.idToken);
  if (!identity) throw new ApiError('unauthenticated');
  const [existing] = await deps.db.select({ id: users.id, verified: users.verified, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.email, identity.email));
  if (existing) {
    if (existing.deactivatedAt) throw new ApiError('forbidden');
    if (identity.emailVerified && !existing.verified) await deps.db.update(users).set({ verified: true, updatedAt: deps.now() }).where(eq(users.id, existing.id));
    return issue(deps, existing.id, device);
  }
  const now = deps.now();
  try {
    const [created] = await deps.db
      .insert(users)
      .values({ name: displayName(identity.name, identity.email), email: identity.email, role: input.role, verified: identity.emailVerified, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (input.role === Role.Tutor) await deps.db.insert(tutors).values({ userId: created!.id, createdAt: now, updatedAt: now });
    return issue(deps, created!.id, device);
  } catch (err) {
    // Two first sign-ins racing: the unique email index lets one create, the other signs in.
    const [winner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
    if (winner) return issue(deps, winner.id, device);
    throw err;
  }
}

/** A Google name made to fit our name rule (letters and spaces, 2–30), else the email's local part. */
function displayName(name: string, email: string): string {
  const clean = name.replace(/[^A-Za-z\u0600-\u06FF\s]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 30).trim();
  if (clean.length >= 2) return clean;
  const local = email.split('@')[0]!.replace(/[^A-Za-z]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 30);
  return local.length >= 2 ? local : 'Kalam User';
}
