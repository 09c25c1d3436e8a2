import {
  type Certificate,
  DAY_MS,
  LANGUAGE_LEVELS,
  type MatchMode,
  type MediaSample,
  MINUTE_MS,
  median,
  NEW_TUTOR_MS,
  type Paged,
  REPLY_SAMPLE_MAX,
  REPLY_SAMPLE_MIN,
  REPLY_WINDOW_MS,
  Role,
  type SortOrder,
  type SpokenLanguage,
  schemas,
  type Topic,
  type TutorCard,
  type TutorInfo,
  type TutorMeta,
  type UncontactedTutor,
} from '@kalam/core';
import { monthlyPlanFrom } from '@kalam/core/pricing';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { pageOf, pageRange } from '../db/page';
import { interviews, lessons, plans, ratings, roomMembers, schedules, topics, tutors, tutorTopics, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { ftsQuery, textMatches } from '../lib/match';
import { availabilityOf, availabilityQueries, bookableOf } from './availability';
import { publicPlanPrices } from './plan';
import { topicsOfUser } from './topic';
import { closeSpelling, closeTermsQuery, nextOpenSql, type Suggestions, searchHits, suggestTutorsAndTopics } from './tutor-search';

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
  sortBy?: (typeof schemas.tutor.tutorSorts)[number];
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

type CardExtras = { topics: Map<number, Topic[]>; freeAt: Map<number, number>; planFrom: number | null };

/** Topics and the first bookable start within the horizon of each tutor, and the cheapest plan's month, in one round trip. */
async function cardExtras(deps: Deps, tutorIds: number[]): Promise<CardExtras> {
  if (!tutorIds.length) return { topics: new Map(), freeAt: new Map(), planFrom: null };
  return cardExtrasOf(deps, await deps.db.batch(cardExtraQueries(deps, tutorIds)));
}

const freeTimeRange = (deps: Deps) => ({ start: deps.now(), end: deps.now() + FREE_TIME_HORIZON_MS });

/** The statements `cardExtras` sends, to batch with other reads (a profile's card). */
function cardExtraQueries(deps: Deps, tutorIds: number[]) {
  return [
    deps.db
      .select({ tutorId: tutorTopics.tutorId, id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn })
      .from(tutorTopics)
      .innerJoin(topics, eq(topics.id, tutorTopics.topicId))
      .where(inArray(tutorTopics.tutorId, tutorIds))
      .orderBy(asc(topics.id)),
    // every tutor is booked through the same plans: the cheapest month of those anyone may buy
    deps.db
      .select(publicPlanPrices)
      .from(plans)
      .where(and(eq(plans.active, true), eq(plans.forInvitesOnly, false))),
    ...availabilityQueries(deps, tutorIds, freeTimeRange(deps)),
  ] as const;
}

function cardExtrasOf(
  deps: Deps,
  [topicRows, publicPlans, ...availability]: BatchResponse<ReturnType<typeof cardExtraQueries>>,
): CardExtras {
  const topicsByTutor = new Map<number, Topic[]>();
  const freeAt = new Map<number, number>();
  const range = freeTimeRange(deps);
  for (const { tutorId, ...topic } of topicRows) topicsByTutor.set(tutorId, [...(topicsByTutor.get(tutorId) ?? []), topic]);
  for (const [id, a] of availabilityOf(availability)) {
    const first = bookableOf(deps, a, range)[0];
    if (first) freeAt.set(id, first.start);
  }
  return { topics: topicsByTutor, freeAt, planFrom: monthlyPlanFrom(publicPlans) };
}

const onboarded = () => and(eq(users.role, Role.Tutor), eq(tutors.activated, true), isNull(users.deactivatedAt));

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

/** What a card shows of each tutor row, ratings and lessons taught counted in the same query. */
function cardColumns(now: number) {
  return {
    id: users.id,
    name: users.name,
    image: users.image,
    gender: users.gender,
    bio: tutors.bio,
    about: tutors.about,
    ratingAvg: sql<number | null>`(select avg(${ratings.value}) from ${ratings} where ${ratings.rateeId} = ${users.id})`,
    ratingCount: sql<number>`(select count(*) from ${ratings} where ${ratings.rateeId} = ${users.id})`,
    lessonsTaught: sql<number>`(select count(*) from ${lessons} where ${lessons.tutorId} = ${users.id}
      and ${lessons.canceledAt} is null and ${lessons.start} + ${lessons.duration} * 60000 <= ${now})`,
    studentsTaught: sql<number>`(select count(distinct ${lessons.studentId}) from ${lessons} where ${lessons.tutorId} = ${users.id}
      and ${lessons.canceledAt} is null and ${lessons.start} + ${lessons.duration} * 60000 <= ${now})`,
    nameAr: tutors.nameAr,
    nameLatin: tutors.nameLatin,
    languages: tutors.languages,
    yearsTeaching: tutors.yearsTeaching,
    certificates: tutors.certificates,
    activatedAt: tutors.activatedAt,
  };
}

/**
 * The delays (ms) of the tutor's latest replies to students in chat, as a JSON array: a reply is the tutor's message
 * right after a student's in their room, within the reply window (decision 032). Read in the profile's own query.
 */
const replyDelays = (now: number) => sql<string>`(select json_group_array(delay) from (
  select m.created_at - p.created_at as delay from messages m
  join messages p on p.id = (select max(q.id) from messages q where q.room_id = m.room_id and q.id < m.id)
  where m.sender_id = ${users.id} and m.deleted_at is null and m.created_at > ${now - REPLY_WINDOW_MS}
    and exists (select 1 from users s where s.id = p.sender_id and s.role = ${Role.Student})
  order by m.id desc limit ${REPLY_SAMPLE_MAX}))`;

/** The typical reply in whole minutes (rounded up), or null below the sample the profile needs. */
function replyMinutesOf(delaysJson: string | null): number | null {
  const delays = JSON.parse(delaysJson ?? '[]') as number[];
  if (delays.length < REPLY_SAMPLE_MIN) return null;
  return Math.max(1, Math.ceil((median(delays) ?? 0) / MINUTE_MS));
}

interface CardRow {
  id: number;
  name: string;
  image: string | null;
  gender: TutorCard['gender'];
  bio: string | null;
  about: string | null;
  ratingAvg: number | null;
  ratingCount: number;
  lessonsTaught: number;
  studentsTaught: number;
  nameAr: string | null;
  nameLatin: string | null;
  languages: SpokenLanguage[];
  yearsTeaching: number | null;
  certificates: Certificate[];
  activatedAt: number | null;
}

function toCard(r: CardRow, extras: Awaited<ReturnType<typeof cardExtras>>, now: number): TutorCard {
  return {
    id: r.id,
    name: r.name,
    image: r.image ?? null,
    gender: r.gender ?? null,
    bio: r.bio ?? '',
    about: r.about ?? '',
    rating: { avg: r.ratingAvg === null ? null : Math.round(Number(r.ratingAvg) * 10) / 10, count: Number(r.ratingCount) },
    lessonsTaught: Number(r.lessonsTaught),
    studentsTaught: Number(r.studentsTaught),
    newTutor: r.activatedAt !== null && now - r.activatedAt < NEW_TUTOR_MS,
    nameAr: r.nameAr,
    nameLatin: r.nameLatin,
    languages: sortedLanguages(r.languages),
    yearsTeaching: r.yearsTeaching,
    certificates: r.certificates,
    topics: extras.topics.get(r.id) ?? [],
    nextFreeTime: extras.freeAt.get(r.id) ?? null,
    planFrom: extras.planFrom,
  };
}

/** Strongest first: native speakers, then by CEFR level. */
const sortedLanguages = (list: SpokenLanguage[]) =>
  [...list].sort((a, b) => LANGUAGE_LEVELS.indexOf(a.level) - LANGUAGE_LEVELS.indexOf(b.level));

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

type Filter = (typeof schemas.tutor.droppableFilters)[number];

/** The conditions of the list's filters other than the search, each by name so a hint can drop one. */
function filterWhere(q: TutorListQuery, now: number): Record<Exclude<Filter, 'search'>, SQL | undefined> {
  return {
    gender: q.gender ? eq(users.gender, q.gender) : undefined,
    topic: q.topic
      ? sql`exists (select 1 from ${tutorTopics} where ${tutorTopics.tutorId} = ${users.id} and ${tutorTopics.topicId} = ${q.topic})`
      : undefined,
    day: q.day === undefined ? undefined : freeTimeWhere({ ...q, period: undefined }, now),
    period: q.period ? freeTimeWhere({ ...q, day: undefined }, now) : undefined,
    minRating: q.minRating
      ? sql`(select avg(${ratings.value}) from ${ratings} where ${ratings.rateeId} = ${users.id}) >= ${q.minRating}`
      : undefined,
  };
}

/** How many onboarded tutors pass these conditions (a search's words included as `match`). */
function countOf(deps: Deps, match: string | null, conditions: (SQL | undefined)[]) {
  return deps.db
    .select({ n: count() })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(
      and(
        onboarded(),
        match ? sql`${users.id} in (select rowid from tutor_search where tutor_search match ${match})` : undefined,
        ...conditions,
      ),
    );
}

/**
 * Onboarded tutors only: tutor role, activated after their interview, account not deactivated. The search runs in the
 * FTS index (decision 031), ranked by relevance then rating unless another order is chosen. The page's rows are picked
 * by their ids and order alone, with the total counted over the same candidates; only those rows then read what a card
 * shows (decision 038). Two round trips, and a third for an empty page of a search or filters, which then says what to
 * change (`hints`), or for a page past the last.
 */
/** What orders the list, and which way. */
type SortKey = [SQLWrapper, 'asc' | 'desc'];

export async function listOnboardedTutors(deps: Deps, q: TutorListQuery): Promise<Paged<TutorCard> & { hints?: ListHints }> {
  const now = deps.now();
  // the spec's name-only match modes stay for clients that ask for one; the default searches the index
  const byName = q.search && q.match && q.match !== 'loose' ? textMatches(users.name, q.search, q.match) : undefined;
  const match = q.search && !byName ? ftsQuery(q.search) : null;
  // a search of only punctuation has no word to look for: no tutor matches it
  const searchedNothing = Boolean(q.search) && !match && !byName;
  const filters = filterWhere(q, now);
  const where = [...Object.values(filters), byName, searchedNothing ? sql`0` : undefined];
  const columns = cardColumns(now);
  const way = q.sort === 'asc' ? 'asc' : 'desc';
  const sortBy = q.sortBy ?? (match ? 'relevance' : 'rating');
  const byRating: SortKey[] = [
    [sql`${columns.ratingAvg} is null`, 'asc'],
    [columns.ratingAvg, 'desc'],
    [columns.ratingCount, 'desc'],
  ];
  const chosen: Record<typeof sortBy, SortKey[]> = {
    relevance: match ? [[sql`hits.rank`, 'asc'], ...byRating] : byRating,
    rating: [
      [sql`${columns.ratingAvg} is null`, 'asc'],
      [columns.ratingAvg, way],
      [columns.ratingCount, 'desc'],
    ],
    lessons: [
      [columns.lessonsTaught, way],
      [columns.ratingAvg, 'desc'],
    ],
    free: [[nextOpenSql(now), 'asc'], ...byRating],
    newest: [[users.createdAt, 'desc']],
    name: [[users.name, way]],
  };
  const keys: SortKey[] = [...chosen[sortBy], [users.id, 'asc']];

  // The candidates are ordered by their keys alone, and counted over the same rows; what a card counts is read for
  // the page's rows only (decision 038). The keys are the page's columns so the outer select keeps their order.
  const keyOf = (i: number) => `k${i}`;
  const orderOf = (prefix: string) => keys.map(([, d], i) => sql.raw(`${prefix}"${keyOf(i)}" ${d}`));
  const candidates = deps.db
    .select({
      id: sql<number>`${users.id}`.as('page_id'),
      total: sql<number>`count(*) over ()`.as('total'),
      ...Object.fromEntries(keys.map(([e], i) => [keyOf(i), sql`${e}`.as(keyOf(i))])),
    })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .$dynamic();
  const page = pageRange(
    (match ? candidates.innerJoin(searchHits(match), sql`hits.tutor_id = ${users.id}`) : candidates)
      .where(and(onboarded(), ...where))
      .orderBy(...orderOf('')),
    q,
  ).as('page');
  const rows = await deps.db
    .select({ ...columns, total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .orderBy(...orderOf('"page".'));
  // a page past the last has no row to carry the total
  const n = rows[0]?.total ?? (q.page > 1 ? ((await countOf(deps, match, where))[0]?.n ?? 0) : 0);
  const active = (Object.keys(filters) as Exclude<Filter, 'search'>[]).filter((k) => filters[k]);
  if (n === 0 && (q.search || active.length)) return { list: [], total: 0, hints: await listHints(deps, q, match, filters, active) };
  const extras = await cardExtras(
    deps,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toCard(r, extras, now)), total: Number(n) };
}

export interface ListHints {
  spelling: string | null;
  without: { filter: Filter; total: number }[];
}

/** What an empty page could change: each filter dropped alone, and a close spelling of the search. One round trip. */
async function listHints(
  deps: Deps,
  q: TutorListQuery,
  match: string | null,
  filters: ReturnType<typeof filterWhere>,
  active: Exclude<Filter, 'search'>[],
): Promise<ListHints> {
  const drops: Filter[] = [...(q.search ? (['search'] as const) : []), ...active];
  const [terms, topicNames, ...counts] = await deps.db.batch([
    closeTermsQuery(deps, q.search ?? ''),
    deps.db.select({ nameAr: topics.nameAr, nameEn: topics.nameEn }).from(topics),
    ...drops.map((drop) =>
      countOf(
        deps,
        drop === 'search' ? null : match,
        active.filter((k) => k !== drop).map((k) => filters[k]),
      ),
    ),
  ]);
  const without = drops.map((filter, i) => ({ filter, total: counts[i]?.[0]?.n ?? 0 })).filter((w) => w.total > 0);
  return { spelling: q.search ? closeSpelling(q.search, terms, topicNames) : null, without };
}

/** `GET /user/tutor/suggest`: onboarded tutors and topics whose names start like what is typed. One round trip. */
export function suggestTutors(deps: Deps, search: string): Promise<Suggestions> {
  return suggestTutorsAndTopics(deps, search, onboarded() as SQL, ftsQuery(search, 'name'));
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
