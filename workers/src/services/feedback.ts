import type { FeedbackView, Paged, schemas } from '@kalam/core';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { feedback, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { theRow } from '../lib/rows';
import { publicUserColumns } from './user';

/** `POST /feedback`: stored as plain text (never rendered as HTML) with the page it came from. */
export async function shareFeedback(deps: Deps, caller: Caller, input: z.infer<typeof schemas.feedback.create>): Promise<{ id: number }> {
  const row = theRow(
    await deps.db
      .insert(feedback)
      .values({ userId: caller.id, message: input.message, page: input.page ?? null, createdAt: deps.now() })
      .returning({ id: feedback.id }),
  );
  return { id: row.id };
}

/** `GET /feedback/list`: newest first, with who sent it. */
export async function listFeedback(deps: Deps, q: z.infer<typeof schemas.paging>): Promise<Paged<FeedbackView>> {
  const [rows, [total]] = await deps.db.batch([
    deps.db
      .select({
        id: feedback.id,
        author: publicUserColumns(users),
        message: feedback.message,
        page: feedback.page,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    deps.db.select({ n: count() }).from(feedback),
  ]);
  return { list: rows as FeedbackView[], total: total?.n ?? 0 };
}
