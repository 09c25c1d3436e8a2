import type { NotificationList, NotificationView } from '@kalam/core/api';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { pageWith } from '../db/page';
import type { Notification } from '../db/schema';
import { notifications } from '../db/schema';
import type { Caller, Deps } from '../deps';

/** The caller's in-app notices, newest first, with the unread count. */
export async function listNotifications(deps: Deps, caller: Caller, q: { page: number; size: number }): Promise<NotificationList> {
  const mine = eq(notifications.userId, caller.id);
  const [{ list: rows, total }, [unread]] = await pageWith(
    deps.db,
    q,
    deps.db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)),
    deps.db.select({ n: count() }).from(notifications).where(mine),
    [
      deps.db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt))),
    ],
  );
  const list = rows.map(
    (r): NotificationView => ({
      id: r.id,
      kind: r.kind,
      lessonId: r.lessonId,
      data: r.data ?? null,
      link: linkOf(r),
      readAt: r.readAt,
      createdAt: r.createdAt,
    }),
  );
  return { list, total, unread: unread?.n ?? 0 };
}

/** Marks all the caller's notices read. */
export async function markNotificationsRead(deps: Deps, caller: Caller): Promise<{ unread: number }> {
  await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(eq(notifications.userId, caller.id), isNull(notifications.readAt)));
  return { unread: 0 };
}

/** The app path a notice opens: the one it was written with, else (older notices) its lesson or report. */
function linkOf(n: Pick<Notification, 'kind' | 'lessonId' | 'data'>): string {
  if (n.data?.link) return n.data.link;
  if (n.kind === 'report-replied') return `/reports${n.data?.reportId ? `?id=${n.data.reportId}` : ''}`;
  return n.lessonId ? `/lesson/${n.lessonId}` : '/upcoming-lessons';
}
