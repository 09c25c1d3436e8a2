import { asc, count } from 'drizzle-orm';
import type { Paged, Topic } from '@kalam/core';
import { topics } from '../db/schema';
import type { Deps } from '../deps';

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
