import type { FeedbackView, Paged } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { feedback, notifications, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { publish } from './events';
import { appLink } from './tell';
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

const viewColumns = {
  id: feedback.id,
  author: publicUserColumns(users),
  message: feedback.message,
  page: feedback.page,
  reply: feedback.reply,
  repliedAt: feedback.repliedAt,
  handledAt: feedback.handledAt,
  createdAt: feedback.createdAt,
};

const viewQuery = (deps: Deps) => deps.db.select(viewColumns).from(feedback).innerJoin(users, eq(users.id, feedback.userId));

async function feedbackView(deps: Deps, id: number): Promise<FeedbackView> {
  const [row] = await viewQuery(deps).where(eq(feedback.id, id));
  if (!row) throw new ApiError('not-found');
  return row as FeedbackView;
}

/** `GET /feedback/list`: newest first, with who sent it; all, or only the handled or waiting ones. */
export async function listFeedback(deps: Deps, q: z.infer<typeof schemas.feedback.listQuery>): Promise<Paged<FeedbackView>> {
  const where = q.handled === undefined ? undefined : q.handled ? isNotNull(feedback.handledAt) : isNull(feedback.handledAt);
  const { list: rows, total } = await pageOf(
    deps.db,
    q,
    viewQuery(deps).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id)),
    deps.db.select({ n: count() }).from(feedback).where(where),
  );
  return { list: rows as FeedbackView[], total };
}

/**
 * `POST /feedback/{id}/reply`: an admin answers; the author reads the answer in the bell and by email, once per answer
 * (a second answer replaces the first and is told too). Answered feedback counts as handled.
 */
export async function replyToFeedback(
  deps: Deps,
  caller: Caller,
  id: number,
  input: z.infer<typeof schemas.feedback.reply>,
): Promise<FeedbackView> {
  const now = deps.now();
  const [row] = await deps.db
    .update(feedback)
    .set({ reply: input.message, repliedBy: caller.id, repliedAt: now, handledAt: now })
    .where(eq(feedback.id, id))
    .returning({ userId: feedback.userId, page: feedback.page });
  if (!row) throw new ApiError('not-found');
  const link = row.page ?? '/';
  await deps.db.insert(notifications).values({
    userId: row.userId,
    kind: 'feedback-replied',
    data: { feedbackId: id, text: input.message, name: 'فريق كلام', byTeam: true, link },
    createdAt: now,
  });
  await publish(deps, [row.userId], { type: 'notification-created', kind: 'feedback-replied' });
  const [to] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  if (to)
    await deps.mailer
      .send({
        to: to.email,
        subject: 'رد على رأيك — كلام',
        text: `شكرًا لأنك شاركتنا رأيك. ردّ فريق كلام:\n\n${input.message}\n\n${appLink(deps, link)}`,
      })
      .catch((err: unknown) => console.error('mail: feedback reply not sent', err));
  return feedbackView(deps, id);
}

/** `PUT /feedback/{id}/handled`: dealt with (now), or waiting again. */
export async function markFeedbackHandled(deps: Deps, id: number, input: z.infer<typeof schemas.feedback.handled>): Promise<FeedbackView> {
  const done = await deps.db
    .update(feedback)
    .set({ handledAt: input.handled ? deps.now() : null })
    .where(eq(feedback.id, id));
  if (!done.rowsAffected) throw new ApiError('not-found');
  return feedbackView(deps, id);
}
