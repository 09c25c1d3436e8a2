import type { Paged, RatingView } from '@kalam/core/api';
import { MINUTE_MS } from '@kalam/core/constants';
import { Role, SessionEvent } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { and, count, desc, eq, exists, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { lessons, ratings, sessionEvents, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { tutorChanged } from './events';
import { publicUserColumns } from './user';

const rater = publicUserColumns(users);
const rateeUser = alias(users, 'ratee');
const ratee = publicUserColumns(rateeUser);
type Row = { rating: typeof ratings.$inferSelect; rater: RatingView['rater']; ratee: RatingView['ratee'] };
const toView = ({ rating: r, rater, ratee }: Row): RatingView => ({
  id: r.id,
  value: r.value,
  text: r.text,
  rater,
  rateeId: r.rateeId,
  ratee,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

async function ratingsWhere(deps: Deps, where: SQL, q: { page: number; size: number }): Promise<Paged<RatingView>> {
  const { list: rows, total } = await pageOf(
    deps.db,
    q,
    deps.db
      .select({ rating: ratings, rater, ratee })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.raterId))
      .innerJoin(rateeUser, eq(rateeUser.id, ratings.rateeId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id)),
    deps.db.select({ n: count() }).from(ratings).where(where),
  );
  return { list: (rows as Row[]).map(toView), total };
}

/** Ratings a tutor received, newest first, with who gave them (public). */
export const listTutorRatings = (deps: Deps, tutorId: number, q: { page: number; size: number }) =>
  ratingsWhere(deps, eq(ratings.rateeId, tutorId), q);

/** Ratings a user gave: the user themself and admins. */
export function listRaterRatings(deps: Deps, caller: Caller, raterId: number, q: { page: number; size: number }) {
  // not `forbidden`: the client reads that as a lost sign-in
  if (caller.id !== raterId && !isAdmin(caller)) throw new ApiError('not-found');
  return ratingsWhere(deps, eq(ratings.raterId, raterId), q);
}

export async function getRating(deps: Deps, id: number): Promise<RatingView> {
  const [row] = await deps.db
    .select({ rating: ratings, rater, ratee })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .innerJoin(rateeUser, eq(rateeUser.id, ratings.rateeId))
    .where(eq(ratings.id, id));
  if (!row) throw new ApiError('rating-not-found');
  return toView(row as Row);
}

/**
 * `POST /rating/`: a student rates a tutor after a lesson with them (ended, or started and joined), once (the unique
 * pair index refuses a second rating whatever the timing: `rating-exists`, then edit it).
 */
export async function createRating(deps: Deps, caller: Caller, input: z.infer<typeof schemas.rating.create>): Promise<RatingView> {
  const now = deps.now();
  const [tutor] = await deps.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.id, input.rateeId), eq(users.role, Role.Tutor)));
  if (!tutor) throw new ApiError('tutor-not-found');
  // an ended lesson, or one under way that the student joined (the lesson page asks for a rating on leaving the call)
  const [taught] = await deps.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.tutorId, input.rateeId),
        eq(lessons.studentId, caller.id),
        isNull(lessons.canceledAt),
        or(
          sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS} <= ${now}`,
          and(
            lte(lessons.start, now),
            exists(
              deps.db
                .select({ one: sql`1` })
                .from(sessionEvents)
                .where(
                  and(
                    eq(sessionEvents.sessionId, sql`'lesson-' || ${lessons.id}`),
                    eq(sessionEvents.userId, caller.id),
                    eq(sessionEvents.event, SessionEvent.UserJoined),
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  if (!taught) throw new ApiError('bad-request', { message: 'Rate a tutor after a lesson with them.', errors: { rateeId: 'invalid' } });
  const [inserted] = await deps.db
    .insert(ratings)
    .values({ raterId: caller.id, rateeId: input.rateeId, value: input.value, text: input.text ?? null, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: ratings.id });
  if (!inserted) throw new ApiError('rating-exists');
  await tutorChanged(deps, input.rateeId);
  return getRating(deps, inserted.id);
}

export async function updateRating(
  deps: Deps,
  caller: Caller,
  id: number,
  input: z.infer<typeof schemas.rating.update>,
): Promise<RatingView> {
  const current = await getRating(deps, id);
  if (current.rater.id !== caller.id) throw new ApiError('rating-not-found');
  await deps.db
    .update(ratings)
    .set({
      ...(input.value !== undefined && { value: input.value }),
      ...(input.text !== undefined && { text: input.text }),
      updatedAt: deps.now(),
    })
    .where(eq(ratings.id, id));
  await tutorChanged(deps, current.rateeId);
  return getRating(deps, id);
}

export async function deleteRating(deps: Deps, caller: Caller, id: number): Promise<RatingView> {
  const current = await getRating(deps, id);
  if (current.rater.id !== caller.id && !isAdmin(caller)) throw new ApiError('rating-not-found');
  await deps.db.delete(ratings).where(eq(ratings.id, id));
  await tutorChanged(deps, current.rateeId);
  return current;
}
