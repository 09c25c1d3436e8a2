import type { Paged, Topic } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import type { schemas } from '@kalam/core/schemas/index';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { topics, tutorTopics } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { tutorChanged, tutorsCacheChanged } from './events';
import { reindexTutors, tutorsOfTopic } from './tutor-search';

const topicColumns = { id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn };

export async function listTopics(deps: Deps, q: { page: number; size: number }): Promise<Paged<Topic>> {
  return pageOf(deps.db, q, deps.db.select(topicColumns).from(topics).orderBy(asc(topics.id)), deps.db.select({ n: count() }).from(topics));
}

/** A tutor's topics, in topic order. */
export async function topicsOfUser(deps: Deps, userId: number): Promise<Topic[]> {
  return deps.db
    .select({ id: topics.id, nameAr: topics.nameAr, nameEn: topics.nameEn })
    .from(tutorTopics)
    .innerJoin(topics, eq(topics.id, tutorTopics.topicId))
    .where(eq(tutorTopics.tutorId, userId))
    .orderBy(asc(topics.id));
}

/** Adds, removes or replaces the caller's topics (at most thirty); unknown ids are `topic-not-found`. */
export async function changeTopicsOfUser(
  deps: Deps,
  userId: number,
  mode: 'add' | 'remove' | 'replace',
  topicIds: number[],
): Promise<Topic[]> {
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

export async function getTopic(deps: Deps, id: number): Promise<Topic> {
  const [row] = await deps.db.select(topicColumns).from(topics).where(eq(topics.id, id));
  if (!row) throw new ApiError('topic-not-found');
  return row;
}

/** Names are unique per language, case-insensitively: a taken one is a field error on that name. */
async function takenNames(deps: Deps, names: { nameAr?: string; nameEn?: string }, except = 0): Promise<never> {
  const [row] = await deps.db
    .select(topicColumns)
    .from(topics)
    .where(sql`${topics.id} != ${except} and (lower(${topics.nameAr}) = lower(${names.nameAr ?? null})
    or lower(${topics.nameEn}) = lower(${names.nameEn ?? null}))`)
    .limit(1);
  const errors: Record<string, 'invalid'> = {};
  if (row && names.nameAr !== undefined && row.nameAr.toLowerCase() === names.nameAr.toLowerCase()) errors.nameAr = 'invalid';
  if (row && names.nameEn !== undefined && row.nameEn.toLowerCase() === names.nameEn.toLowerCase()) errors.nameEn = 'invalid';
  throw new ApiError('bad-request', {
    message: 'A topic with this name exists.',
    errors: Object.keys(errors).length ? errors : { nameEn: 'invalid' },
  });
}

const nameTaken = (
  names: { nameAr?: string; nameEn?: string },
  except: number,
) => sql`exists (select 1 from ${topics} other where other.id != ${except}
  and (lower(other.name_ar) = lower(${names.nameAr ?? null}) or lower(other.name_en) = lower(${names.nameEn ?? null})))`;

/** `POST /topic/`: one conditional insert, so two admins adding one name at once cannot both succeed. */
export async function createTopic(deps: Deps, input: z.infer<typeof schemas.topic.create>): Promise<Topic> {
  const [row] = await deps.db.all<Topic>(sql`insert into ${topics} (name_ar, name_en, created_at)
    select ${input.nameAr}, ${input.nameEn}, ${deps.now()} where not ${nameTaken(input, 0)}
    returning id, name_ar as nameAr, name_en as nameEn`);
  if (!row) return takenNames(deps, input);
  return row;
}

/** `PUT /topic/{id}`: renames it everywhere it shows, so every cached tutor answer goes stale. */
export async function updateTopic(deps: Deps, id: number, input: z.infer<typeof schemas.topic.update>): Promise<Topic> {
  await getTopic(deps, id);
  const [row] = await deps.db
    .update(topics)
    .set({ ...(input.nameAr !== undefined && { nameAr: input.nameAr }), ...(input.nameEn !== undefined && { nameEn: input.nameEn }) })
    .where(sql`${topics.id} = ${id} and not ${nameTaken(input, id)}`)
    .returning(topicColumns);
  if (!row) {
    await getTopic(deps, id);
    return takenNames(deps, input, id);
  }
  await reindexTutors(deps, await tutorsOfTopic(deps, id));
  await tutorsCacheChanged(deps);
  return row;
}

/** `DELETE /topic/{id}`: the topic leaves every tutor's list in the same batch; answers the removed topic. */
export async function deleteTopic(deps: Deps, id: number): Promise<Topic> {
  const current = await getTopic(deps, id);
  const teaching = await tutorsOfTopic(deps, id);
  const [, removed] = await deps.db.batch([
    deps.db.delete(tutorTopics).where(eq(tutorTopics.topicId, id)),
    deps.db.delete(topics).where(eq(topics.id, id)).returning({ id: topics.id }),
  ]);
  if (!removed.length) throw new ApiError('topic-not-found');
  await reindexTutors(deps, teaching);
  await tutorsCacheChanged(deps);
  return current;
}
