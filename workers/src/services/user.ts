import type { CurrentUser, ListedUser, Paged, PublicUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { tutors, users } from '../db/schema';
import { isUniqueViolation } from '../db/violation';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { textMatches } from '../lib/match';
import { theRow } from '../lib/rows';
import { accountColumns, getCurrentUser, toCurrentUser } from './current-user';
import { tutorChanged } from './events';
import { endSignIns } from './sign-in';

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
    ...(input.timeZone && { timeZone: input.timeZone }),
    createdAt: now,
    updatedAt: now,
  };
  try {
    // The unique email index decides races between two registrations of one address.
    const user = theRow(await deps.db.insert(users).values(row).returning({ id: users.id }));
    if (input.role === Role.Tutor || input.role === Role.TutorManager) {
      await deps.db.insert(tutors).values({ userId: user.id, createdAt: now, updatedAt: now });
    }
    return await getCurrentUser(deps, user.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('user-exists');
    throw err;
  }
}

type UserColumns = Record<Exclude<keyof PublicUser, 'displayName'>, AnySQLiteColumn>;

/** A user's display name as SQL (the rule of core's tutorDisplayName): read in the same statement as the user, so a
 * list that names people costs no extra round trip (decision 037). */
export const displayNameSql = (t: Pick<UserColumns, 'id' | 'name'>) =>
  sql<string>`coalesce((select coalesce(nullif(dn.name_ar, ''), nullif(dn.name_latin, '')) from tutors dn where dn.user_id = ${t.id}), ${t.name})`;

/** The columns of `PublicUser`, for a select that joins users (or an alias of it). */
export const publicUserColumns = <T extends UserColumns>(t: T): Pick<T, keyof UserColumns> & { displayName: SQL<string> } => ({
  id: t.id,
  name: t.name,
  displayName: displayNameSql(t),
  image: t.image,
  role: t.role,
  gender: t.gender,
});

/** Owners and admins see the whole account; anyone else signed in sees the public part. */
export async function getUser(deps: Deps, caller: Caller, id: number): Promise<CurrentUser | PublicUser> {
  const user = await getCurrentUser(deps, id);
  if (caller.id === id || isAdmin(caller)) return user;
  const displayName = tutorDisplayName({ name: user.name, ...user.tutor });
  return { id: user.id, name: user.name, displayName, image: user.image, role: user.role, gender: user.gender };
}

type UpdateInput = z.infer<typeof schemas.user.update>;

export async function updateUser(deps: Deps, caller: Caller, id: number, input: UpdateInput): Promise<CurrentUser> {
  const [target] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!target) throw new ApiError('user-not-found');
  const self = caller.id === id;
  // A regular admin manages everyone but admins; only the super admin changes roles.
  const managesTarget =
    caller.role === Role.SuperAdmin ||
    (caller.role === Role.RegularAdmin && target.role !== Role.SuperAdmin && target.role !== Role.RegularAdmin);
  // refusals by owner rule are not-found or field errors: the client reads `forbidden` as a lost sign-in
  if (!self && !managesTarget) throw new ApiError('user-not-found');
  if (input.role !== undefined && input.role !== target.role && caller.role !== Role.SuperAdmin) {
    throw new ApiError('bad-request', { message: 'Only the super admin changes roles.', errors: { role: 'invalid' } });
  }
  if (input.deactivated !== undefined && (self || !managesTarget)) {
    throw new ApiError('bad-request', { message: 'You cannot deactivate your own account.', errors: { deactivated: 'invalid' } });
  }

  const changes: Partial<typeof users.$inferInsert> = { updatedAt: deps.now() };
  for (const key of ['name', 'gender', 'birthYear', 'phone', 'city', 'timeZone', 'notifications', 'role'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (input.phone !== undefined && input.phone !== target.phone) changes.phoneVerified = false;
  if (input.deactivated !== undefined) changes.deactivatedAt = input.deactivated ? deps.now() : null;
  if (input.password !== undefined) {
    // Even an admin changes only their own password here; others reset theirs by email.
    if (!self) throw new ApiError('bad-request', { message: 'Each person changes their own password.', errors: { password: 'invalid' } });
    if (!target.password || !(await deps.passwords.verify(input.currentPassword ?? '', target.password)))
      throw new ApiError('wrong-password');
    changes.password = await deps.passwords.hash(input.password);
  }
  if (input.tutor !== undefined && target.role !== Role.Tutor && target.role !== Role.TutorManager) {
    throw new ApiError('bad-request', { errors: { tutor: 'invalid' } });
  }
  await deps.db.update(users).set(changes).where(eq(users.id, id));
  // a new password keeps only the sign-in that set it; a new role or a deactivation ends every sign-in
  const roleChanged = input.role !== undefined && input.role !== target.role;
  if (roleChanged || input.deactivated === true) await endSignIns(deps, id, input.deactivated === true ? { reason: 'suspended' } : {});
  else if (changes.password) await endSignIns(deps, id, { except: caller.signInId });
  if (input.tutor && Object.keys(input.tutor).length) {
    const { certificates, ...rest } = input.tutor;
    await deps.db
      .update(tutors)
      .set({
        ...rest,
        ...(certificates && { certificates: certificates.map((c) => ({ name: c.name, year: c.year ?? null })) }),
        updatedAt: deps.now(),
      })
      .where(eq(tutors.userId, id));
  }
  if ((input.role === Role.Tutor || input.role === Role.TutorManager) && input.role !== target.role) {
    await deps.db.insert(tutors).values({ userId: id, createdAt: deps.now(), updatedAt: deps.now() }).onConflictDoNothing();
  }
  if (target.role === Role.Tutor || input.role === Role.Tutor) await tutorChanged(deps, id);
  return getCurrentUser(deps, id);
}

/** When an account was last active: its sign-ins' last use, or its inbox opening or closing, whichever is later. */
// written out with aliases: drizzle leaves columns unqualified in a select, and `user_id = id` would read the subquery's own id
const lastActiveAt = sql<number | null>`max(
  coalesce((select max(s.last_seen_at) from sign_ins s where s.user_id = "users"."id"), 0),
  coalesce((select p.changed_at from presence p where p.user_id = "users"."id"), 0))`;

/**
 * `GET /user/list`: accounts for the admins, one round trip for the page. Each is named as the rest of the admin area
 * names people (`displayName`, decision 037) with its account name beside; a search finds either, or the email.
 */
export async function listUsers(deps: Deps, q: z.infer<typeof schemas.user.listQuery>): Promise<Paged<ListedUser>> {
  const displayName = displayNameSql(users);
  const where = and(
    q.role ? eq(users.role, q.role) : undefined,
    q.verified === undefined ? undefined : eq(users.verified, q.verified),
    q.search
      ? or(
          textMatches(users.name, q.search, q.match),
          textMatches(users.email, q.search, q.match),
          textMatches(displayName, q.search, q.match),
        )
      : undefined,
  );
  // each account as `/user/current` shows it, read with the page: no query per row
  const { list: rows, total } = await pageOf(
    deps.db,
    q,
    deps.db
      .select({ ...accountColumns, createdAt: users.createdAt, lastActiveAt, displayName })
      .from(users)
      .leftJoin(tutors, eq(tutors.userId, users.id))
      .where(where)
      .orderBy(q.sort === 'asc' ? asc(users.id) : desc(users.id)),
    deps.db.select({ n: count() }).from(users).where(where),
  );
  const list = rows.map((r) => ({
    ...toCurrentUser(r),
    displayName: r.displayName,
    createdAt: r.createdAt,
    lastActiveAt: Number(r.lastActiveAt) || null,
  }));
  return { list, total };
}
