import type { Paged, TutorCard } from '@kalam/core/api';
import type { MatchMode, SortOrder } from '@kalam/core/enums';
import * as tutorSearch from '@kalam/core/schemas/tutor-search';
import { and, count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { pageRange } from '../db/page';
import { schedules, topics, tutors, tutorTopics, users } from '../db/schema';
import type { Deps } from '../deps';
import { ftsQuery, textMatches } from '../lib/match';
import {
  cardColumns,
  cardExtraColumns,
  cardExtrasOfRows,
  FREE_TIME_HORIZON_MS,
  onboarded,
  publicPlansQuery,
  ratingAvgSql,
  toCard,
} from './tutor-card';
import { closeSpelling, closeTermsQuery, nextOpenSql, type Suggestions, searchHits, suggestTutorsAndTopics } from './tutor-search';

// The public tutor list: filters, search (decision 031), sort and paging (decision 040), and hints for an empty page.

export interface TutorListQuery {
  page: number;
  size: number;
  search?: string;
  match?: MatchMode;
  topic?: number;
  gender?: 'male' | 'female';
  sort?: SortOrder;
  sortBy?: (typeof tutorSearch.tutorSorts)[number];
  minRating?: number;
  day?: number;
  period?: keyof typeof tutorSearch.DAY_PERIODS;
}

/**
 * Free-time filters read the weekly templates (weekday bit, local minutes overlapping the time of day) valid within
 * the horizon: an index-friendly approximation that ignores one-off changes and bookings; cards show the exact time.
 */
function freeTimeWhere(q: TutorListQuery, now: number): SQL | undefined {
  if (q.day === undefined && !q.period) return undefined;
  const [from, to] = q.period ? tutorSearch.DAY_PERIODS[q.period].map((h) => h * 60) : [0, 24 * 60];
  return sql`exists (select 1 from ${schedules} where ${schedules.tutorId} = ${users.id}
    and ${schedules.validFrom} < ${now + FREE_TIME_HORIZON_MS} and (${schedules.validUntil} is null or ${schedules.validUntil} > ${now})
    and ${q.day === undefined ? sql`1` : sql`(${schedules.weekdays} & ${1 << q.day}) != 0`}
    and ${schedules.startMinute} < ${to} and ${schedules.startMinute} + ${schedules.durationMinutes} > ${from})`;
}

type Filter = (typeof tutorSearch.droppableFilters)[number];

/** The conditions of the list's filters other than the search, each by name so a hint can drop one. */
function filterWhere(q: TutorListQuery, now: number): Record<Exclude<Filter, 'search'>, SQL | undefined> {
  return {
    gender: q.gender ? eq(users.gender, q.gender) : undefined,
    topic: q.topic
      ? sql`exists (select 1 from ${tutorTopics} where ${tutorTopics.tutorId} = ${users.id} and ${tutorTopics.topicId} = ${q.topic})`
      : undefined,
    day: q.day === undefined ? undefined : freeTimeWhere({ ...q, period: undefined }, now),
    period: q.period ? freeTimeWhere({ ...q, day: undefined }, now) : undefined,
    minRating: q.minRating ? sql`${ratingAvgSql} >= ${q.minRating}` : undefined,
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
 * shows, its topics and availability included (decisions 038, 040). One round trip, and a second for an empty page of a
 * search or filters, which then says what to change (`hints`), or for a page past the last.
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
  // each order built only when chosen (the soonest-free one reads the next 15 days)
  const chosen: Record<typeof sortBy, () => SortKey[]> = {
    relevance: () => (match ? [[sql`hits.rank`, 'asc'], ...byRating] : byRating),
    rating: () => [
      [sql`${columns.ratingAvg} is null`, 'asc'],
      [columns.ratingAvg, way],
      [columns.ratingCount, 'desc'],
    ],
    lessons: () => [
      [columns.lessonsTaught, way],
      [columns.ratingAvg, 'desc'],
    ],
    free: () => [[nextOpenSql(now), 'asc'], ...byRating],
    newest: () => [[users.createdAt, 'desc']],
    name: () => [[users.name, way]],
  };
  const keys: SortKey[] = [...chosen[sortBy](), [users.id, 'asc']];

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
  // the cards' topics and availability are read per page row in the same statement, the plans beside it: one round trip
  const [rows, publicPlans] = await deps.db.batch([
    deps.db
      .select({ ...columns, ...cardExtraColumns(deps), total: page.total })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .orderBy(...orderOf('"page".')),
    publicPlansQuery(deps),
  ]);
  // a page past the last has no row to carry the total
  const n = rows[0]?.total ?? (q.page > 1 ? ((await countOf(deps, match, where))[0]?.n ?? 0) : 0);
  const active = (Object.keys(filters) as Exclude<Filter, 'search'>[]).filter((k) => filters[k]);
  if (n === 0 && (q.search || active.length)) return { list: [], total: 0, hints: await listHints(deps, q, match, filters, active) };
  const extras = cardExtrasOfRows(deps, rows, publicPlans);
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
