import { Role, type CurrentUser, type schemas } from '@kalam/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';

type RegisterInput = z.infer<typeof schemas.user.create>;

/** Roles each caller may create: the public registers as student or tutor; admins create staff. */
function creatableRoles(caller: Caller | null): readonly number[] {
  if (caller?.role === Role.SuperAdmin) return Object.values(Role);
  if (caller?.role === Role.RegularAdmin) return [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio];
  return [Role.Student, Role.Tutor];
}

export async function registerUser(deps: Deps, caller: Caller | null, input: RegisterInput): Promise<CurrentUser> {
  if (!creatableRoles(caller).includes(input.role)) throw new ApiError('forbidden');
  const password = await deps.passwords.hash(input.password);
  const now = deps.now();
  const row = {
    name: input.name,
    email: input.email,
    password,
    role: input.role,
    gender: input.gender ?? null,
    birthYear: input.birthYear ?? null,
    phone: input.phone ?? null,
    city: input.city ?? null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // The unique email index decides races between two registrations of one address.
    const [user] = await deps.db.insert(users).values(row).returning({ id: users.id });
    if (input.role === Role.Tutor || input.role === Role.TutorManager) {
      await deps.db.insert(tutors).values({ userId: user!.id, createdAt: now, updatedAt: now });
    }
    return (await findCurrentUser(deps, user!.id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('user-exists');
    throw err;
  }
}

export async function findCurrentUser(deps: Deps, id: number): Promise<CurrentUser | null> {
  const [row] = await deps.db.select().from(users).leftJoin(tutors, eq(tutors.userId, users.id)).where(eq(users.id, id));
  if (!row) return null;
  const u = row.users;
  const t = row.tutors;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    verified: u.verified,
    hasPassword: u.password !== null,
    image: u.image,
    gender: u.gender,
    birthYear: u.birthYear,
    phone: u.phone,
    city: u.city,
    creditScore: u.creditScore,
    tutor:
      t && (u.role === Role.Tutor || u.role === Role.TutorManager)
        ? { bio: t.bio, about: t.about, activated: t.activated, noticeMinutes: t.noticeMinutes }
        : null,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const text = `${(err as { code?: string }).code ?? ''} ${(err as Error).message ?? ''} ${String((err as { cause?: unknown }).cause ?? '')}`;
  return /UNIQUE/i.test(text);
}
