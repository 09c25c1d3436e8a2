import type { AuthResult, schemas } from '@kalam/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { signToken } from '../lib/jwt';
import { findCurrentUser } from './user';

// Verified against when the email is unknown, so both answers take the same time.
let decoy: Promise<string> | undefined;

export async function signInWithPassword(deps: Deps, input: z.infer<typeof schemas.auth.passwordSignIn>): Promise<AuthResult> {
  const [user] = await deps.db
    .select({ id: users.id, password: users.password, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, input.email));
  decoy ??= deps.passwords.hash('decoy password 1!');
  const stored = user?.password ?? (await decoy);
  const ok = await deps.passwords.verify(input.password, stored);
  // One answer for an unknown email and a wrong password: no account enumeration.
  if (!user || !user.password || !ok || user.deactivatedAt) throw new ApiError('wrong-password');
  if (deps.passwords.needsRehash(user.password)) {
    await deps.db.update(users).set({ password: await deps.passwords.hash(input.password) }).where(eq(users.id, user.id));
  }
  return issue(deps, user.id);
}

export async function issue(deps: Deps, userId: number): Promise<AuthResult> {
  const user = await findCurrentUser(deps, userId);
  if (!user) throw new ApiError('user-not-found');
  return { user, token: await signToken(deps, userId) };
}
