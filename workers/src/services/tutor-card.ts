import type { Topic, TutorCard } from '@kalam/core/api';
import { DAY_MS, LESSON_DURATIONS, MINUTE_MS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { monthlyPlanFrom } from '@kalam/core/pricing';
import {
  type Certificate,
  LANGUAGE_LEVELS,
  median,
  NEW_TUTOR_MS,
  REPLY_SAMPLE_MAX,
  REPLY_SAMPLE_MIN,
  REPLY_WINDOW_MS,
  type SpokenLanguage,
} from '@kalam/core/tutor-profile';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { jsonRows, parseJsonRows } from '../db/json-rows';
import { lessons, plans, topics, tutors, tutorTopics, users } from '../db/schema';
import type { Deps } from '../deps';
import {
  type AvailabilityJson,
  availabilityColumns,
  availabilityOf,
  availabilityOfJson,
  availabilityQueries,
  bookableOf,
} from './availability';
import { publicPlanPrices } from './plan';

// A tutor's card as lists and the profile show it: its columns, and its topics, next free time and plan price.

/** How far ahead cards look for the next free time, and free-time filters look for a match. */
export const FREE_TIME_HORIZON_MS = 14 * DAY_MS;

/** Each tutor's topics and first bookable start within the horizon, and the cheapest plan's month. */
type CardExtras = { topics: Map<number, Topic[]>; freeAt: Map<number, number>; planFrom: number | null };

const topicFields = { id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn };

const freeTimeRange = (deps: Deps) => ({ start: deps.now(), end: deps.now() + FREE_TIME_HORIZON_MS });

/** The statement of the cheapest plan's month: every tutor is booked through the same plans, those anyone may buy. */
export const publicPlansQuery = (deps: Deps) =>
  deps.db
    .select(publicPlanPrices)
    .from(plans)
    .where(and(eq(plans.active, true), eq(plans.forInvitesOnly, false)));

/** The statements that read `CardExtras` of some tutors, to batch with other reads (a profile's card). */
export function cardExtraQueries(deps: Deps, tutorIds: number[]) {
  return [
    deps.db
      .select({ tutorId: tutorTopics.tutorId, ...topicFields })
      .from(tutorTopics)
      .innerJoin(topics, eq(topics.id, tutorTopics.topicId))
      .where(inArray(tutorTopics.tutorId, tutorIds))
      .orderBy(asc(topics.id)),
    publicPlansQuery(deps),
    ...availabilityQueries(deps, tutorIds, freeTimeRange(deps)),
  ] as const;
}

export function cardExtrasOf(
  deps: Deps,
  [topicRows, publicPlans, ...availability]: BatchResponse<ReturnType<typeof cardExtraQueries>>,
): CardExtras {
  const topicsByTutor = new Map<number, Topic[]>();
  for (const { tutorId, ...topic } of topicRows) topicsByTutor.set(tutorId, [...(topicsByTutor.get(tutorId) ?? []), topic]);
  return extrasOf(deps, topicsByTutor, availabilityOf(availability), publicPlans);
}

/**
 * What `cardExtraQueries` read, as columns of rows that have the tutor's `users` and `tutors` rows joined: per row, so a
 * page's cards read theirs in the page's own statement (only the page's rows, never each candidate's).
 */
export function cardExtraColumns(deps: Deps) {
  return {
    topicsJson: jsonRows(
      topicFields,
      topics,
      sql`${topics.id} in (select ${tutorTopics.topicId} from ${tutorTopics} where ${tutorTopics.tutorId} = ${tutors.userId})`,
    ),
    ...availabilityColumns(freeTimeRange(deps)),
  };
}

/** `CardExtras` from rows that read `cardExtraColumns`, and the answer of `publicPlansQuery`. */
export function cardExtrasOfRows(
  deps: Deps,
  rows: (AvailabilityJson & { topicsJson: string })[],
  publicPlans: Awaited<ReturnType<typeof publicPlansQuery>>,
): CardExtras {
  const topicsByTutor = new Map(rows.map((r) => [r.id, parseJsonRows(topicFields, r.topicsJson).sort((a, b) => a.id - b.id)]));
  return extrasOf(deps, topicsByTutor, availabilityOfJson(rows), publicPlans);
}

function extrasOf(
  deps: Deps,
  topicsByTutor: Map<number, Topic[]>,
  availability: ReturnType<typeof availabilityOf>,
  publicPlans: Awaited<ReturnType<typeof publicPlansQuery>>,
): CardExtras {
  const freeAt = new Map<number, number>();
  const range = freeTimeRange(deps);
  for (const [id, a] of availability) {
    const first = bookableOf(deps, a, range)[0];
    if (first) freeAt.set(id, first.start);
  }
  return { topics: topicsByTutor, freeAt, planFrom: monthlyPlanFrom(publicPlans) };
}

export const onboarded = () => and(eq(users.role, Role.Tutor), eq(tutors.activated, true), isNull(users.deactivatedAt));

/** A lesson that started before this long ago has ended. */
const LONGEST_LESSON_MS = Math.max(...LESSON_DURATIONS) * MINUTE_MS;

/** The tutor's average rating from the sum and count the triggers keep (decision 051), null when unrated. */
export const ratingAvgSql = sql<
  number | null
>`(case when ${tutors.ratingCount} > 0 then ${tutors.ratingSum} * 1.0 / ${tutors.ratingCount} end)`;

/** What a card shows of each tutor row, with ratings and lessons taught from the stored counts (decision 051). */
export function cardColumns(now: number) {
  return {
    id: users.id,
    name: users.name,
    image: users.image,
    gender: users.gender,
    bio: tutors.bio,
    about: tutors.about,
    ratingAvg: ratingAvgSql,
    ratingCount: tutors.ratingCount,
    // the stored count of lessons not cancelled, less those not yet ended: a few index entries, not every lesson
    lessonsTaught: sql<number>`${tutors.liveLessons} - (select count(*) from ${lessons} where ${lessons.tutorId} = ${users.id}
      and ${lessons.canceledAt} is null and ${lessons.start} > ${now - LONGEST_LESSON_MS} and ${lessons.start} + ${lessons.duration} * 60000 > ${now})`,
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
export const replyDelays = (now: number) => sql<string>`(select json_group_array(delay) from (
  select m.created_at - p.created_at as delay from messages m
  join messages p on p.id = (select max(q.id) from messages q where q.room_id = m.room_id and q.id < m.id)
  where m.sender_id = ${users.id} and m.deleted_at is null and m.created_at > ${now - REPLY_WINDOW_MS}
    and exists (select 1 from users s where s.id = p.sender_id and s.role = ${Role.Student})
  order by m.id desc limit ${REPLY_SAMPLE_MAX}))`;

/** The typical reply in whole minutes (rounded up), or null below the sample the profile needs. */
export function replyMinutesOf(delaysJson: string | null): number | null {
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

export function toCard(r: CardRow, extras: CardExtras, now: number): TutorCard {
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
