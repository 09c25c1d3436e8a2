import type { CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { eq, sql } from 'drizzle-orm';
import { prepared, rowReader } from '../db/prepared';
import { tutors, users } from '../db/schema';
import type { Account, Deps } from '../deps';
import { ApiError } from '../lib/errors';

/** The account as `/user/current` shows it; `user-not-found` when there is none. */
export async function getCurrentUser(deps: Deps, id: number): Promise<CurrentUser> {
  const row = await readAccount(deps, id);
  if (!row) throw new ApiError('user-not-found');
  return toCurrentUser(row);
}

/** What `/user/current` shows of an account and its tutor part: never the password hash or the calendar secret. */
export const accountColumns = {
  users: {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    verified: users.verified,
    hasPassword: sql<boolean>`${users.password} is not null`.mapWith(Boolean),
    image: users.image,
    gender: users.gender,
    birthYear: users.birthYear,
    phone: users.phone,
    phoneVerified: users.phoneVerified,
    city: users.city,
    creditScore: users.creditScore,
    notifications: users.notifications,
    timeZone: users.timeZone,
    deactivatedAt: users.deactivatedAt,
  },
  tutors: {
    bio: tutors.bio,
    about: tutors.about,
    activated: tutors.activated,
    noticeMinutes: tutors.noticeMinutes,
    nameAr: tutors.nameAr,
    nameLatin: tutors.nameLatin,
    languages: tutors.languages,
    yearsTeaching: tutors.yearsTeaching,
    certificates: tutors.certificates,
  },
};

const accountById = prepared<{ id: number }>((db) =>
  db
    .select(accountColumns)
    .from(users)
    .leftJoin(tutors, eq(tutors.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .toSQL(),
);
const readAccountRow = rowReader<Account>(accountColumns, ['tutors']);

/** Account `id` with its tutor part, if there is one (one statement, built once per isolate). */
export async function readAccount(deps: Deps, id: number): Promise<Account | null> {
  const {
    rows: [row],
  } = await deps.db.$client.execute(accountById(deps.db, { id }));
  return row ? readAccountRow(row) : null;
}

/** An account row with its tutor part (as the access check reads the caller's) as `/user/current` shows it. */
export function toCurrentUser(row: Account): CurrentUser {
  const u = row.users;
  const t = row.tutors;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    verified: u.verified,
    hasPassword: u.hasPassword,
    image: u.image,
    gender: u.gender,
    birthYear: u.birthYear,
    phone: u.phone,
    phoneVerified: u.phoneVerified,
    city: u.city,
    creditScore: u.creditScore,
    notifications: u.notifications ?? null,
    timeZone: u.timeZone,
    deactivated: u.deactivatedAt !== null,
    tutor: t && (u.role === Role.Tutor || u.role === Role.TutorManager) ? t : null,
  };
}
