import type { MediaSample, Paged, TutorInfo, TutorMeta, UncontactedTutor } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { pageOf } from '../db/page';
import { interviews, ratings, roomMembers, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { topicsOfUser } from './topic';

import { cardColumns, cardExtraQueries, cardExtrasOf, onboarded, replyDelays, replyMinutesOf, toCard } from './tutor-card';

// One tutor as the profile, staff and the sitemap read them, and the lists of tutors that are not the public list.

/** `GET /user/tutor/meta/{id}`: the tutor part of a tutor or tutor manager, for themself and staff; others `tutor-not-found`. */
export async function getTutorMeta(deps: Deps, caller: Caller, id: number): Promise<TutorMeta> {
  const staff = isAdmin(caller) || caller.role === Role.Studio || caller.role === Role.TutorManager;
  const [row] =
    caller.id === id || staff
      ? await deps.db
          .select({
            bio: tutors.bio,
            about: tutors.about,
            video: tutors.video,
            thumbnail: tutors.thumbnail,
            activated: tutors.activated,
            noticeMinutes: tutors.noticeMinutes,
          })
          .from(tutors)
          .where(eq(tutors.userId, id))
      : [];
  if (!row) throw new ApiError('tutor-not-found');
  return { ...row, topics: await topicsOfUser(deps, id) };
}

/**
 * `GET /user/tutor/info/{id}`: an onboarded tutor's public profile, in one round trip: the card with its topics and hours. Admins and interviewers
 * (`staff`), and the tutor themself (their preview), also see a tutor the public cannot (deactivated, or not activated
 * yet), with both flags, so the page can say why.
 */
export async function getTutorInfo(deps: Deps, id: number, opts: { staff?: boolean } = {}): Promise<TutorInfo> {
  const now = deps.now();
  const [[row], ...extras] = await deps.db.batch([
    deps.db
      .select({
        ...cardColumns(now),
        replyDelays: replyDelays(now),
        video: tutors.video,
        thumbnail: tutors.thumbnail,
        noticeMinutes: tutors.noticeMinutes,
        joinedAt: users.createdAt,
        activated: tutors.activated,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(and(opts.staff ? eq(users.role, Role.Tutor) : onboarded(), eq(users.id, id))),
    ...cardExtraQueries(deps, [id]),
  ]);
  if (!row) throw new ApiError('tutor-not-found');
  const { video, thumbnail, noticeMinutes, joinedAt, activated, deactivatedAt } = row;
  const info: TutorInfo = {
    ...toCard(row, cardExtrasOf(deps, extras), now),
    video,
    thumbnail,
    noticeMinutes,
    joinedAt,
    replyMinutes: replyMinutesOf(row.replyDelays),
  };
  return opts.staff ? { ...info, activated, deactivated: deactivatedAt !== null } : info;
}

/**
 * `GET /asset/sample`: a few onboarded tutors' public media (photo, and intro video with its thumbnail when they have
 * one), best rated first, for pages that show visitors who teaches here (decision 015). One round trip.
 */
export async function mediaSample(deps: Deps, size = 6): Promise<Paged<MediaSample>> {
  const rows = await deps.db
    .select({ tutorId: users.id, name: users.name, image: users.image, video: tutors.video, thumbnail: tutors.thumbnail })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(and(onboarded(), isNotNull(users.image)))
    .orderBy(desc(sql`(select count(*) from ${ratings} where ${ratings.rateeId} = ${users.id})`), asc(users.id))
    .limit(size);
  const list = rows.flatMap(({ image, ...r }) => (image === null ? [] : [{ ...r, image }]));
  return { list, total: list.length };
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
  return pageOf(
    deps.db,
    q,
    deps.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        image: users.image,
        gender: users.gender,
        verified: users.verified,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id)),
    deps.db.select({ n: count() }).from(users).innerJoin(tutors, eq(tutors.userId, users.id)).where(where),
  );
}

/** Every onboarded tutor's id and last change (account or profile), for the sitemap; one round trip. */
export async function listedTutors(deps: Deps): Promise<{ id: number; updatedAt: number }[]> {
  return deps.db
    .select({ id: users.id, updatedAt: sql<number>`max(${users.updatedAt}, ${tutors.updatedAt})` })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(onboarded())
    .orderBy(asc(users.id));
}
