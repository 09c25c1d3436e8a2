import { asc, count, eq, inArray } from 'drizzle-orm';
import { BOUNDS, type Paged, type Topic } from '@kalam/core';
import { ApiError } from '../lib/errors';
import { topics, tutorTopics } from '../db/schema';
import type { Deps } from '../deps';
import { tutorChanged } from './events';

export async function listTopics(deps: Deps, q: { page: number; size: number }): Promise<Paged<Topic>> {
  const [list, [total]] = await Promise.all([
    deps.db
      .select({ id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn })
      .from(topics)
      .orderBy(asc(topics.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    deps.db.select({ n: count() }).from(topics),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** A tutor's topics, in topic order. */
export async function topicsOfUser(deps: Deps, userId: number): Promise<Topic[]> {
  return deps.db.select({ id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn }).from(tutorTopics)
    .innerJoin(topics, eq(topics.id, tutorTopics.topicId)).where(eq(tutorTopics.tutorId, userId)).orderBy(asc(topics.id));
}

/** Adds, removes or replaces the caller's topics (at most thirty); unknown ids are `topic-not-found`. */
export async function changeTopicsOfUser(deps: Deps, userId: number, mode: 'add' | 'remove' | 'replace', topicIds: number[]): Promise<Topic[]> {
  const ids = [...new Set(topicIds)];
  if (mode !== 'remove' && ids.length) {
    const known = await deps.db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids));
    if (known.length !== ids.length) throw new ApiError('topic-not-found');
  }
  const current = (await topicsOfUser(deps, userId)).map((t) => t.id);
  const next = mode === 'replace' ? ids : mode === 'add' ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id));
  if (next.length > BOUNDS.topicsPerTutor.max) throw new ApiError('bad-request', { errors: { topicIds: 'invalid' } });
  const removeAll = deps.db.delete(tutorTopics).where(eq(tutorTopics.tutorId, userId));
  await (next.length
    ? deps.db.batch([removeAll, deps.db.insert(tutorTopics).values(next.map((topicId) => ({ tutorId: userId, topicId })))])
    : removeAll);
  await tutorChanged(deps, userId);
  return topicsOfUser(deps, userId);
}
