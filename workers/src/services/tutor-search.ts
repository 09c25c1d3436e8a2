import type { Topic } from '@kalam/core/api';
import { daysFrom } from '@kalam/core/availability';
import { DAY_MS, MINUTE_MS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { editDistance, searchWords, tutorSearchDoc } from '@kalam/core/search-text';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import { schedules, slots, topics, tutors, tutorTopics, users } from '../db/schema';
import type { Deps } from '../deps';
import { bumpCacheGeneration } from './cache';

// The tutor search index (`tutor_search`, FTS5, decision 031): written here from the same normaliser the queries use.

/** bm25 weights of name, topics, bio, about, the name's sound keys, and the other sound keys and bare words. */
const WEIGHTS = sql.raw('10.0, 5.0, 2.0, 1.0, 8.0, 3.0');

/**
 * The statements that replace these tutors' rows, for one batch (the seed writes them with everything else). A tutor is
 * found by the account name and by the display names in Arabic and Latin letters they give (decision 032).
 */
export function searchRowsWrites(
  db: Db,
  docs: {
    id: number;
    name: string;
    nameAr: string | null;
    nameLatin: string | null;
    bio: string;
    about: string;
    topics: { nameAr: string; nameEn: string }[];
  }[],
): BatchItem<'sqlite'>[] {
  if (!docs.length) return [];
  const rows = docs.map((t) => {
    const d = tutorSearchDoc({ ...t, name: [t.name, t.nameAr, t.nameLatin].filter(Boolean).join(' ') });
    return sql`(${t.id}, ${d.name}, ${d.topics}, ${d.bio}, ${d.about}, ${d.nameKeys}, ${d.extras})`;
  });
  return [
    db.run(
      sql`delete from tutor_search where rowid in (${sql.join(
        docs.map((t) => sql`${t.id}`),
        sql`, `,
      )})`,
    ),
    db.run(sql`insert into tutor_search (rowid, name, topics, bio, about, name_keys, extras) values ${sql.join(rows, sql`, `)}`),
  ];
}

/** Reads these tutors' name, bio, about and topics and rewrites their index rows: two round trips. */
export async function reindexTutors(deps: Deps, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const [people, topicRows] = await deps.db.batch([
    deps.db
      .select({ id: users.id, name: users.name, nameAr: tutors.nameAr, nameLatin: tutors.nameLatin, bio: tutors.bio, about: tutors.about })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(inArray(users.id, ids)),
    deps.db
      .select({ tutorId: tutorTopics.tutorId, nameAr: topics.nameAr, nameEn: topics.nameEn })
      .from(tutorTopics)
      .innerJoin(topics, eq(topics.id, tutorTopics.topicId))
      .where(inArray(tutorTopics.tutorId, ids)),
  ]);
  const docs = people.map((p) => ({
    id: p.id,
    name: p.name,
    nameAr: p.nameAr,
    nameLatin: p.nameLatin,
    bio: p.bio ?? '',
    about: p.about ?? '',
    topics: topicRows.filter((r) => r.tutorId === p.id),
  }));
  const writes = searchRowsWrites(deps.db, docs);
  if (writes.length) await deps.db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}

/**
 * Cron: tutors with no index row (a database from before the index, or a write that failed after its change) get
 * one, a few hundred per tick. Answers how many.
 */
export async function indexMissingTutors(deps: Deps, limit = 200): Promise<number> {
  const rows = await deps.db
    .select({ id: tutors.userId })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(and(eq(users.role, Role.Tutor), sql`${tutors.userId} not in (select rowid from tutor_search)`))
    .limit(limit);
  if (!rows.length) return 0;
  await reindexTutors(
    deps,
    rows.map((r) => r.id),
  );
  // answers cached before the row existed missed these tutors
  await bumpCacheGeneration(deps);
  return rows.length;
}

/** The tutors teaching a topic, whose rows a topic's new name or removal changes. */
export async function tutorsOfTopic(deps: Deps, topicId: number): Promise<number[]> {
  const rows = await deps.db.select({ id: tutorTopics.tutorId }).from(tutorTopics).where(eq(tutorTopics.topicId, topicId));
  return rows.map((r) => r.id);
}

/** The matching tutors with their relevance (lower is better), to join on `hits.tutor_id`. */
export const searchHits = (match: string) =>
  sql`(select rowid as tutor_id, bm25(tutor_search, ${WEIGHTS}) as rank from tutor_search where tutor_search match ${match}) as hits`;

/**
 * When a tutor is next free by their weekly templates and one-off slots within 14 days, after their notice: an
 * index-friendly approximation for sorting that ignores bookings and reads templates in Cairo time (cards show the
 * exact time). Null when nothing is open.
 */
export function nextOpenSql(now: number): SQL {
  const days = daysFrom(now, 15).map((d) => sql`select ${d.start} as start, ${d.weekday} as wd`);
  const notice = sql`${now} + ${tutors.noticeMinutes} * ${MINUTE_MS}`;
  return sql`min(
    coalesce((select min(max(d.start + ${schedules.startMinute} * ${MINUTE_MS}, ${notice}))
      from (${sql.join(days, sql` union all `)}) d join ${schedules} on ${schedules.tutorId} = ${users.id}
        and (${schedules.weekdays} & (1 << d.wd)) != 0
        and ${schedules.validFrom} <= d.start + ${DAY_MS} and (${schedules.validUntil} is null or ${schedules.validUntil} > d.start)
        and d.start + (${schedules.startMinute} + ${schedules.durationMinutes}) * ${MINUTE_MS} > ${notice} + 30 * ${MINUTE_MS}), 9e15),
    coalesce((select min(max(${slots.start}, ${notice})) from ${slots} where ${slots.tutorId} = ${users.id}
      and ${slots.end} > ${notice} + 30 * ${MINUTE_MS} and ${slots.start} < ${now + 14 * DAY_MS}), 9e15))`;
}

export interface Suggestions {
  tutors: { id: number; name: string; image: string | null }[];
  topics: Topic[];
}

/** Tutors whose name (in either script) and topics whose name starts like the words typed: one round trip. */
export async function suggestTutorsAndTopics(deps: Deps, search: string, onboarded: SQL, match: string | null): Promise<Suggestions> {
  const words = searchWords(search);
  if (!match || !words.length) return { tutors: [], topics: [] };
  const [tutorRows, topicRows] = await deps.db.batch([
    deps.db
      .select({ id: users.id, name: users.name, image: users.image })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .innerJoin(searchHits(match), sql`hits.tutor_id = ${users.id}`)
      .where(onboarded)
      .orderBy(sql`hits.rank`, asc(users.id))
      .limit(5),
    deps.db.select({ id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn }).from(topics).orderBy(asc(topics.id)),
  ]);
  // the catalogue is small (admins keep it): matched here with the same normaliser rather than indexed
  const starts = (name: string) => {
    const own = searchWords(name);
    return words.every((w) => own.some((o) => o.startsWith(w) || (o.startsWith('ال') && o.slice(2).startsWith(w))));
  };
  return { tutors: tutorRows, topics: topicRows.filter((t) => starts(t.nameAr) || starts(t.nameEn)).slice(0, 5) };
}

/** A close word the index knows for each word typed (a name or topic word, same first letter, one or two edits). */
export function closeTermsQuery(deps: Deps, search: string) {
  const words = searchWords(search).filter((w) => w.length >= 3);
  const ranges = words.map(
    (w) => sql`(term >= ${w[0]} and term < ${`${w[0]}\uffff`} and length(term) between ${w.length - 2} and ${w.length + 2})`,
  );
  return deps.db.all<{ term: string; doc: number }>(
    sql`select term, doc from tutor_search_terms where col in ('name', 'topics') and (${ranges.length ? sql.join(ranges, sql` or `) : sql`0`})`,
  );
}

/** The search with its first far-off word replaced by the closest known one, or null when none is close. */
export function closeSpelling(
  search: string,
  terms: { term: string; doc: number }[],
  topicNames: { nameAr: string; nameEn: string }[] = [],
): string | null {
  // a topic's word as the catalogue writes it («محادثة», not the index's «محادثه»)
  const written = new Map<string, string>();
  for (const word of topicNames.flatMap((x) => `${x.nameAr} ${x.nameEn}`.split(/\s+/)))
    for (const form of searchWords(word)) written.set(form, word);
  const words = searchWords(search);
  for (const [i, word] of words.entries()) {
    if (word.length < 3) continue;
    const best = terms
      .filter((r) => r.term[0] === word[0])
      .map((r) => ({ ...r, distance: editDistance(word, r.term) }))
      .filter((r) => r.distance > 0 && r.distance <= (word.length > 5 ? 2 : 1))
      .sort((a, b) => a.distance - b.distance || b.doc - a.doc)[0];
    if (best && !words.includes(best.term)) return words.map((w, j) => (j === i ? (written.get(best.term) ?? best.term) : w)).join(' ');
  }
  return null;
}
