import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DAY_MS, Role, schemas, type MatchMode, type Paged, type SortOrder, type Topic, type TutorCard, type TutorInfo, type TutorMeta, type UncontactedTutor } from '@kalam/core';
import { interviews, lessons, ratings, roomMembers, schedules, topics, tutors, tutorTopics, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/access';
import { topicsOfUser } from './topic';
import { ApiError } from '../lib/errors';
import { textMatches } from '../lib/match';
import { bookableOf, loadAvailability } from './availability-slot';

/** How far ahead cards look for the next free time, and free-time filters look for a match. */
export const FREE_TIME_HORIZON_MS = 14 * DAY_MS;

export interface TutorListQuery {
  page: number;
  size: number;
  search?: string;
  match?: MatchMode;
  topic?: number;
  gender?: 'male' | 'female';
  sort?: SortOrder;
  sortBy?: 'rating' | 'lessons' | 'name';
  minRating?: number;
  day?: number;
  period?: keyof typeof schemas.tutor.DAY_PERIODS;
}

/**
 * Free-time filters read the weekly templates (weekday bit, local minutes overlapping the time of day) valid within
 * the horizon: an index-friendly approximation that ignores one-off changes and bookings; cards show the exact time.
 */
function freeTimeWhere(q: TutorListQuery, now: number): SQL | undefined {
  if (q.day === undefined && !q.period) return undefined;
  const [from, to] = q.period ? schemas.tutor.DAY_PERIODS[q.period].map((h) => h * 60) : [0, 24 * 60];
  return sql`exists (select 1 from ${schedules} where ${schedules.tutorId} = ${users.id}
    and ${schedules.validFrom} < ${now + FREE_TIME_HORIZON_MS} and (${schedules.validUntil} is null or ${schedules.validUntil} > ${now})
    and ${q.day === undefined ? sql`1` : sql`(${schedules.weekdays} & ${1 << q.day}) != 0`}
    and ${schedules.startMinute} < ${to} and ${schedules.startMinute} + ${schedules.durationMinutes} > ${from})`;
}

/** The first bookable start of each tutor within the horizon. */
export async function nextFreeTimes(deps: Deps, tutorIds: number[]): Promise<Map<number, number>> {
  const range = { start: deps.now(), end: deps.now() + FREE_TIME_HORIZON_MS };
  const all = await loadAvailability(deps, tutorIds, range);
  const out = new Map<number, number>();
  for (const [id, a] of all) {
    const first = bookableOf(deps, a, range)[0];
    if (first) out.set(id, first.start);
  }
  return out;
}

const onboarded = () => and(eq(users.role, Role.Tutor), eq(tutors.activated, true), isNull(users.deactivatedAt));

/** `GET /user/tutor/info/{id}`: an onboarded tutor's public profile. */
/** `GET /user/tutor/meta/{id}`: the tutor part of a tutor or tutor manager, for themself and staff; others `tutor-not-found`. */
export async function getTutorMeta(deps: Deps, caller: Caller, id: number): Promise<TutorMeta> {
  const staff = isAdmin(caller) || caller.role === Role.Studio || caller.role === Role.TutorManager;
  const [row] = caller.id === id || staff
    ? await deps.db.select({ bio: tutors.bio, about: tutors.about, video: tutors.video, thumbnail: tutors.thumbnail, activated: tutors.activated, noticeMinutes: tutors.noticeMinutes })
      .from(tutors).where(eq(tutors.userId, id))
    : [];
  if (!row) throw new ApiError('tutor-not-found');
  return { ...row, topics: await topicsOfUser(deps, id) };
}

export async function getTutorInfo(deps: Deps, id: number): Promise<TutorInfo> {
  const [card] = (await listOnboardedTutors(deps, { page: 1, size: 1 }, eq(users.id, id))).list;
  if (!card) throw new ApiError('tutor-not-found');
  const [extra] = await deps.db.select({ video: tutors.video, thumbnail: tutors.thumbnail, noticeMinutes: tutors.noticeMinutes, joinedAt: users.createdAt })
    .from(users).innerJoin(tutors, eq(tutors.userId, users.id)).where(eq(users.id, id));
  return { ...card, ...extra! };
}

/** Onboarded tutors only: tutor role, activated after their interview, account not deactivated. */
export async function listOnboardedTutors(deps: Deps, q: TutorListQuery, only?: SQL): Promise<Paged<TutorCard>> {
  const now = deps.now();
  const where = and(
    onboarded(),
    only,
    q.search ? textMatches(users.name, q.search, q.match ?? 'loose') : undefined,
    q.gender ? eq(users.gender, q.gender) : undefined,
    q.topic
      ? sql`exists (select 1 from ${tutorTopics} where ${tutorTopics.tutorId} = ${users.id} and ${tutorTopics.topicId} = ${q.topic})`
      : undefined,
    freeTimeWhere(q, now),
    q.minRating ? sql`(select avg(${ratings.value}) from ${ratings} where ${ratings.rateeId} = ${users.id}) >= ${q.minRating}` : undefined,
  );
  const ratingAvg = sql<number | null>`(select avg(${ratings.value}) from ${ratings} where ${ratings.rateeId} = ${users.id})`;
  const ratingCount = sql<number>`(select count(*) from ${ratings} where ${ratings.rateeId} = ${users.id})`;
  const lessonsTaught = sql<number>`(select count(*) from ${lessons} where ${lessons.tutorId} = ${users.id}
    and ${lessons.canceledAt} is null and ${lessons.start} + ${lessons.duration} * 60000 <= ${now})`;

  const dir = q.sort === 'asc' ? asc : desc;
  const order: SQL[] =
    q.sortBy === 'name'
      ? [dir(users.name)]
      : q.sortBy === 'lessons'
        ? [dir(lessonsTaught), desc(ratingAvg)]
        : [sql`${ratingAvg} is null`, dir(ratingAvg), desc(ratingCount)];

  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        name: users.name,
        image: users.image,
        gender: users.gender,
        bio: tutors.bio,
        about: tutors.about,
        ratingAvg,
        ratingCount,
        lessonsTaught,
      })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(where)
      .orderBy(...order, asc(users.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    deps.db.select({ n: count() }).from(users).innerJoin(tutors, eq(tutors.userId, users.id)).where(where),
  ]);

  const ids = rows.map((r) => r.id);
  const [topicsByTutor, freeAt] = await Promise.all([topicsOf(deps, ids), nextFreeTimes(deps, ids)]);
  const list: TutorCard[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image ?? null,
    gender: (r.gender as TutorCard['gender']) ?? null,
    bio: r.bio ?? '',
    about: r.about ?? '',
    rating: { avg: r.ratingAvg === null ? null : Math.round(Number(r.ratingAvg) * 10) / 10, count: Number(r.ratingCount) },
    lessonsTaught: Number(r.lessonsTaught),
    topics: topicsByTutor.get(r.id) ?? [],
    nextFreeTime: freeAt.get(r.id) ?? null,
  }));
  return { list, total: total?.n ?? 0 };
}

async function topicsOf(deps: Deps, tutorIds: number[]): Promise<Map<number, Topic[]>> {
  const map = new Map<number, Topic[]>();
  if (!tutorIds.length) return map;
  const rows = await deps.db
    .select({ tutorId: tutorTopics.tutorId, id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn })
    .from(tutorTopics)
    .innerJoin(topics, eq(topics.id, tutorTopics.topicId))
    .where(inArray(tutorTopics.tutorId, tutorIds))
    .orderBy(asc(topics.id));
  for (const { tutorId, ...topic } of rows) map.set(tutorId, [...(map.get(tutorId) ?? []), topic]);
  return map;
}

/**
 * `GET /user/tutor/list/uncontacted`: tutor applicants (not activated, account open) with no interview and no chat room
 * with a tutor manager or an admin yet, oldest first, so the managers reach out to those who waited longest.
 */
export async function listUncontactedTutors(deps: Deps, q: { page: number; size: number }): Promise<Paged<UncontactedTutor>> {
  const staff = [Role.TutorManager, Role.SuperAdmin, Role.RegularAdmin];
  const where = and(
    eq(users.role, Role.Tutor),
    eq(tutors.activated, false),
    isNull(users.deactivatedAt),
    sql`not exists (select 1 from ${interviews} where ${interviews.intervieweeId} = ${users.id})`,
    sql`not exists (select 1 from ${roomMembers} mine
      join ${roomMembers} other on other.room_id = mine.room_id and other.user_id != mine.user_id
      join ${users} member on member.id = other.user_id
      where mine.user_id = ${users.id} and member.role in ${staff})`,
  );
  const [list, [total]] = await Promise.all([
    deps.db.select({
      id: users.id, name: users.name, email: users.email, phone: users.phone, image: users.image, gender: users.gender, verified: users.verified, createdAt: users.createdAt,
    }).from(users).innerJoin(tutors, eq(tutors.userId, users.id)).where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(q.size).offset((q.page - 1) * q.size),
    deps.db.select({ n: count() }).from(users).innerJoin(tutors, eq(tutors.userId, users.id)).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
