import type { NotificationData } from '@kalam/core/api';
import type { NotificationEvent, NotificationKind } from '@kalam/core/notifications';
import { inArray } from 'drizzle-orm';
import { notifications, users } from '../db/schema';
import type { Deps } from '../deps';
import { publish } from './events';
import { pushToUsers, wanting } from './notify';

/** One outcome told to one person: the bell's notice, an email and a push, each as their settings for `event` allow. */
export interface Telling {
  to: number;
  event: NotificationEvent;
  kind: NotificationKind;
  /** names the other person (`name`) and holds the app path the notice opens (`link`) */
  data: NotificationData & { link: string };
  lessonId?: number;
  /** the email's subject and body; the full link is added under the body */
  mail: { subject: string; text: string };
  /** the push's title and body; it opens the same link */
  push: { title: string; body: string };
}

/** The link as an email carries it: the app's one public origin and the path. */
export const appLink = (deps: Deps, path: string) => `${deps.config.appUrl}${path}`;

/**
 * Tells each person once: a notice in the bell (and a live event so it shows at once), an email, a push. Mail and push
 * failures are logged and dropped: the outcome stands and the bell still has it.
 */
export async function tell(deps: Deps, tellings: readonly Telling[]): Promise<void> {
  if (!tellings.length) return;
  const now = deps.now();
  const byEvent = new Map<NotificationEvent, Telling[]>();
  for (const t of tellings) byEvent.set(t.event, [...(byEvent.get(t.event) ?? []), t]);
  const ids = [...new Set(tellings.map((t) => t.to))];
  const emails = new Map(
    (await deps.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.email]),
  );
  for (const [event, list] of byEvent) {
    const who = list.map((t) => t.to);
    const [inApp, byEmail] = await Promise.all([wanting(deps, who, event, 'inApp'), wanting(deps, who, event, 'email')]);
    const notices = list.filter((t) => inApp.has(t.to));
    if (notices.length) {
      await deps.db
        .insert(notifications)
        .values(notices.map((t) => ({ userId: t.to, kind: t.kind, lessonId: t.lessonId ?? null, data: t.data, createdAt: now })));
      await Promise.all(notices.map((t) => publish(deps, [t.to], { type: 'notification-created', kind: t.kind })));
    }
    await Promise.all(
      list
        .filter((t) => byEmail.has(t.to) && emails.get(t.to))
        .map((t) =>
          deps.mailer
            .send({ to: emails.get(t.to) ?? '', subject: t.mail.subject, text: `${t.mail.text}\n\n${appLink(deps, t.data.link)}` })
            .catch((err: unknown) => console.error(`mail: ${t.kind} not sent`, err)),
        ),
    );
    await Promise.all(
      list.map((t) =>
        pushToUsers(deps, [t.to], event, () => ({ ...t.push, url: t.data.link, tag: t.data.link })).catch((err: unknown) =>
          console.error('push: not delivered', err),
        ),
      ),
    );
  }
}
