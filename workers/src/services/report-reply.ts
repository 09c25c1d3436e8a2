import type { Paged, PublicUser, ReportReplyView } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf, pageWith } from '../db/page';
import { notifications, type Report, type ReportReply, reportReplies, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { sanitizeHtml } from '../lib/sanitize';
import { findReport, reportQuery, resolvedError, visibleReport } from './report';
import { publicUserColumns } from './user';

type Row = { reply: ReportReply; author: PublicUser };
const toView = ({ reply: r, author }: Row): ReportReplyView => ({
  id: r.id,
  reportId: r.reportId,
  author,
  message: r.message,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const rowsQuery = (deps: Deps, where: SQL | undefined, order: 'thread' | 'newest') =>
  deps.db
    .select({ reply: reportReplies, author: publicUserColumns(users) })
    .from(reportReplies)
    .innerJoin(users, eq(users.id, reportReplies.authorId))
    .where(where)
    .orderBy(
      ...(order === 'thread'
        ? [asc(reportReplies.createdAt), asc(reportReplies.id)]
        : [desc(reportReplies.createdAt), desc(reportReplies.id)]),
    );

/** A reply with its report, if the caller may read its thread (the reporter and admins); else `report-reply-not-found`. */
async function findReply(deps: Deps, caller: Caller, id: number): Promise<{ reply: ReportReplyView; report: Report }> {
  const [row] = (await rowsQuery(deps, eq(reportReplies.id, id), 'thread')) as Row[];
  if (!row) throw new ApiError('report-reply-not-found');
  const report = await findReport(deps, caller, row.reply.reportId).catch(() => {
    throw new ApiError('report-reply-not-found');
  });
  return { reply: toView(row), report };
}

/** The reporter writes in the thread only while the report is unresolved; admins always. */
function assertOpenFor(caller: Caller, report: Report) {
  if (!isAdmin(caller) && report.resolvedAt !== null) throw resolvedError();
}

/** `GET /report/reply/{id}`: anyone who may read the report's thread. */
export async function getReply(deps: Deps, caller: Caller, id: number): Promise<ReportReplyView> {
  return (await findReply(deps, caller, id)).reply;
}

/** `GET /report/reply/report/{reportId}`: the thread, oldest first, for the reporter and admins. */
export async function listRepliesOfReport(
  deps: Deps,
  caller: Caller,
  reportId: number,
  q: { page: number; size: number },
): Promise<Paged<ReportReplyView>> {
  const where = eq(reportReplies.reportId, reportId);
  // the report is checked in the page's batch; the page is dropped if the caller may not read it
  const [{ list, total }, report] = await pageWith(
    deps.db,
    q,
    rowsQuery(deps, where, 'thread'),
    deps.db.select({ n: count() }).from(reportReplies).where(where),
    [reportQuery(deps, caller, reportId)],
  );
  visibleReport(report);
  return { list: (list as Row[]).map(toView), total };
}

/** `GET /report/reply/list`: every reply, newest first (admins). */
export async function listReplies(deps: Deps, q: { page: number; size: number }): Promise<Paged<ReportReplyView>> {
  const { list, total } = await pageOf(
    deps.db,
    q,
    rowsQuery(deps, undefined, 'newest'),
    deps.db.select({ n: count() }).from(reportReplies),
  );
  return { list: (list as Row[]).map(toView), total };
}

/**
 * `POST /report/reply`: admins and the report's reporter write in its thread. An admin's reply tells the reporter, in
 * the app and by email.
 */
export async function createReply(deps: Deps, caller: Caller, input: z.infer<typeof schemas.report.reply>): Promise<ReportReplyView> {
  const report = await findReport(deps, caller, input.reportId);
  assertOpenFor(caller, report);
  const now = deps.now();
  const created = theRow(
    await deps.db
      .insert(reportReplies)
      .values({ reportId: report.id, authorId: caller.id, message: sanitizeHtml(input.message), createdAt: now, updatedAt: now })
      .returning({ id: reportReplies.id }),
  );
  if (isAdmin(caller) && caller.id !== report.reporterId) await tellReporter(deps, report, created.id);
  return getReply(deps, caller, created.id);
}

async function tellReporter(deps: Deps, report: Report, replyId: number) {
  await deps.db.insert(notifications).values({
    userId: report.reporterId,
    kind: 'report-replied',
    data: { reportId: report.id, replyId, link: `/reports?id=${report.id}` },
    createdAt: deps.now(),
  });
  const [to] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, report.reporterId));
  if (!to) return;
  await deps.mailer.send({
    to: to.email,
    subject: 'رد على بلاغك — كلام',
    text: `ردّ فريق كلام على بلاغك «${report.title}». اقرأ الرد هنا:\n${deps.config.appUrl}/reports?id=${report.id}`,
  });
}

/** `PUT /report/reply/{id}`: its author only (others `report-reply-not-found`). */
export async function updateReply(
  deps: Deps,
  caller: Caller,
  id: number,
  input: z.infer<typeof schemas.report.replyUpdate>,
): Promise<ReportReplyView> {
  const { reply, report } = await findReply(deps, caller, id);
  if (reply.author.id !== caller.id) throw new ApiError('report-reply-not-found');
  assertOpenFor(caller, report);
  await deps.db
    .update(reportReplies)
    .set({ message: sanitizeHtml(input.message), updatedAt: deps.now() })
    .where(eq(reportReplies.id, id));
  return getReply(deps, caller, id);
}

/** `DELETE /report/reply/{id}`: its author, or any admin. Answers the removed reply. */
export async function deleteReply(deps: Deps, caller: Caller, id: number): Promise<ReportReplyView> {
  const { reply, report } = await findReply(deps, caller, id);
  if (reply.author.id !== caller.id && !isAdmin(caller)) throw new ApiError('report-reply-not-found');
  assertOpenFor(caller, report);
  await deps.db.delete(reportReplies).where(eq(reportReplies.id, id));
  return reply;
}
