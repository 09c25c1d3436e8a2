import type { Paged, PublicUser, ReportView } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { lessons, type Report, reportReplies, reports, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { sanitizeHtml } from '../lib/sanitize';
import { publicUserColumns } from './user';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const replyCount = sql<number>`(select count(*) from ${reportReplies} where ${reportReplies.reportId} = ${reports.id})`;

type Row = { report: Report; reporter: PublicUser; reported: PublicUser | null; replies: number };

const toView = ({ report: r, reporter, reported, replies }: Row): ReportView => ({
  id: r.id,
  reporter,
  reported: reported?.id ? reported : null,
  lessonId: r.lessonId,
  title: r.title,
  message: r.message,
  resolved: r.resolvedAt !== null,
  resolvedAt: r.resolvedAt,
  replies: Number(replies),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** Reports the caller may see: their own; admins all. */
export const visibleReports = (caller: Caller): SQL | undefined => (isAdmin(caller) ? undefined : eq(reports.reporterId, caller.id));

const rowsQuery = (deps: Deps, where: SQL | undefined) =>
  deps.db
    .select({ report: reports, reporter: publicUserColumns(reporter), reported: publicUserColumns(reported), replies: replyCount })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id));

/** A report as the caller may use it: the reporter's own or any for admins; anyone else `report-not-found`. */
export async function findReport(deps: Deps, caller: Caller, id: number): Promise<Report> {
  return visibleReport(await reportQuery(deps, caller, id));
}

/** The query behind `findReport`, to ride in a batch; `visibleReport` reads its answer. */
export const reportQuery = (deps: Deps, caller: Caller, id: number) =>
  deps.db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleReports(caller)));

export function visibleReport([row]: Report[]): Report {
  if (!row) throw new ApiError('report-not-found');
  return row;
}

/** `GET /report/{id}`: the reporter and admins. */
export async function getReport(deps: Deps, caller: Caller, id: number): Promise<ReportView> {
  const [row] = (await rowsQuery(deps, and(eq(reports.id, id), visibleReports(caller)))) as Row[];
  if (!row) throw new ApiError('report-not-found');
  return toView(row);
}

/** `GET /report/list`: one's own reports, admins all; newest first, optionally only (un)resolved ones. */
export async function listReports(deps: Deps, caller: Caller, q: z.infer<typeof schemas.report.listQuery>): Promise<Paged<ReportView>> {
  const where = and(
    visibleReports(caller),
    q.resolved === undefined ? undefined : q.resolved ? isNotNull(reports.resolvedAt) : isNull(reports.resolvedAt),
  );
  const { list, total } = await pageOf(deps.db, q, rowsQuery(deps, where), deps.db.select({ n: count() }).from(reports).where(where));
  return { list: (list as Row[]).map(toView), total };
}

/**
 * `POST /report`: anyone signed in reports a user and/or a lesson. A lesson must be one the reporter is a member of
 * (`lesson-not-found` otherwise, as for anyone else's lesson); a reported user must exist and not be the reporter.
 */
export async function createReport(deps: Deps, caller: Caller, input: z.infer<typeof schemas.report.create>): Promise<ReportView> {
  if (input.reportedId !== undefined) {
    if (input.reportedId === caller.id)
      throw new ApiError('bad-request', { message: 'You cannot report yourself.', errors: { reportedId: 'invalid' } });
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.reportedId));
    if (!user) throw new ApiError('user-not-found');
  }
  if (input.lessonId !== undefined) {
    const [lesson] = await deps.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, input.lessonId), or(eq(lessons.tutorId, caller.id), eq(lessons.studentId, caller.id))));
    if (!lesson) throw new ApiError('lesson-not-found');
  }
  const now = deps.now();
  const created = theRow(
    await deps.db
      .insert(reports)
      .values({
        reporterId: caller.id,
        reportedId: input.reportedId ?? null,
        lessonId: input.lessonId ?? null,
        title: input.title,
        message: sanitizeHtml(input.message),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: reports.id }),
  );
  return getReport(deps, caller, created.id);
}

/**
 * `PUT /report/{id}`: the reporter edits title and message while the report is unresolved; admins resolve or reopen
 * it. Each write is conditional on what allowed it, so a resolution racing an edit leaves the edit refused.
 */
export async function updateReport(
  deps: Deps,
  caller: Caller,
  id: number,
  input: z.infer<typeof schemas.report.update>,
): Promise<ReportView> {
  const current = await findReport(deps, caller, id);
  const own = current.reporterId === caller.id;
  const editsText = input.title !== undefined || input.message !== undefined;
  if (input.resolved !== undefined && !isAdmin(caller)) {
    throw new ApiError('bad-request', { message: 'An admin resolves the report.', errors: { resolved: 'invalid' } });
  }
  if (editsText && !own)
    throw new ApiError('bad-request', {
      message: 'Only the reporter edits the report.',
      errors: { [input.title !== undefined ? 'title' : 'message']: 'invalid' },
    });
  const now = deps.now();
  if (editsText) {
    const edited = await deps.db
      .update(reports)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.message !== undefined && { message: sanitizeHtml(input.message) }),
        updatedAt: now,
      })
      .where(and(eq(reports.id, id), isNull(reports.resolvedAt)))
      .returning({ id: reports.id });
    if (!edited.length) throw resolvedError();
  }
  if (input.resolved !== undefined) {
    await deps.db
      .update(reports)
      .set({ resolvedAt: input.resolved ? sql`coalesce(${reports.resolvedAt}, ${now})` : null, updatedAt: now })
      .where(eq(reports.id, id));
  }
  return getReport(deps, caller, id);
}

/** `DELETE /report/{id}`: the reporter while unresolved, admins any; its replies go with it. Answers the report. */
export async function deleteReport(deps: Deps, caller: Caller, id: number): Promise<ReportView> {
  const current = await getReport(deps, caller, id);
  const unresolvedUnlessAdmin = isAdmin(caller) ? undefined : isNull(reports.resolvedAt);
  const [, removed] = await deps.db.batch([
    deps.db.delete(reportReplies).where(
      and(
        eq(reportReplies.reportId, id),
        sql`exists (select 1 from ${reports} where ${reports.id} = ${id}
      ${unresolvedUnlessAdmin ? sql`and ${reports.resolvedAt} is null` : sql``})`,
      ),
    ),
    deps.db
      .delete(reports)
      .where(and(eq(reports.id, id), unresolvedUnlessAdmin))
      .returning({ id: reports.id }),
  ]);
  if (!removed.length) throw resolvedError();
  return current;
}

export const resolvedError = () => new ApiError('bad-request', { message: 'The report is resolved.', errors: { resolved: 'invalid' } });
