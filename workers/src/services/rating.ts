import type { Paged, RatingView } from '@kalam/core';
import { count, desc, eq } from 'drizzle-orm';
import { ratings, users } from '../db/schema';
import type { Deps } from '../deps';

/** Ratings a tutor received, newest first, with who gave them. */
export async function listTutorRatings(deps: Deps, tutorId: number, q: { page: number; size: number }): Promise<Paged<RatingView>> {
  const where = eq(ratings.rateeId, tutorId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ rating: ratings, rater: { id: users.id, name: users.name, image: users.image, role: users.role, gender: users.gender } })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.raterId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    deps.db.select({ n: count() }).from(ratings).where(where),
  ]);
  const list = rows.map(({ rating: r, rater }) => ({ id: r.id, value: r.value, text: r.text, rater, rateeId: r.rateeId, createdAt: r.createdAt, updatedAt: r.updatedAt }));
  return { list, total: total?.n ?? 0 };
}
