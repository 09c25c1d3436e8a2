import type { CalendarFeed } from '@kalam/core/api';
import { DAY_MS, MINUTE_MS } from '@kalam/core/constants';
import { durationText } from '@kalam/core/words';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { lessonViews } from './lesson-view';

export const FEED_PATH = '/api/v1/calendar/feed/';

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/** The caller's private feed URL on the app's configured origin, made on first use; `reset` replaces the secret so old links stop working. */
export async function calendarUrl(deps: Deps, caller: Pick<Caller, 'id'>, reset = false): Promise<CalendarFeed> {
  const [user] = await deps.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, caller.id));
  let token = reset ? null : (user?.token ?? null);
  if (!token) {
    token = newToken();
    await deps.db.update(users).set({ calendarToken: token }).where(eq(users.id, caller.id));
  }
  return { url: feedUrl(deps, token) };
}

export const feedUrl = (deps: Deps, token: string) => `${deps.config.appUrl}${FEED_PATH}${token}.ics`;

/** A statement giving each of the users a feed secret if they have none yet, to batch before a read of their tokens. */
export function feedTokensMade(deps: Deps, userIds: number[]) {
  const made = sql.join(
    userIds.map((id) => sql`when ${id} then ${newToken()}`),
    sql` `,
  );
  return deps.db
    .update(users)
    .set({ calendarToken: sql`case ${users.id} ${made} end` })
    .where(and(inArray(users.id, userIds), isNull(users.calendarToken)));
}

/** iCalendar of the user's lessons from 30 days back: cancelled ones stay with STATUS:CANCELLED so calendars drop them. */
export async function calendarFeed(deps: Deps, token: string): Promise<string> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.calendarToken, token));
  if (!user) throw new ApiError('not-found');
  const views = await lessonViews(
    deps,
    and(or(eq(lessons.tutorId, user.id), eq(lessons.studentId, user.id)), gt(lessons.start, deps.now() - 30 * DAY_MS)),
  );
  // loaded on first use, so a new isolate does not evaluate it
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({ prodId: { company: 'kalam', product: 'lessons' }, name: 'دروس كلام' });
  for (const v of views) {
    const other = v.tutor.id === user.id ? v.student : v.tutor;
    calendar.createEvent({
      id: `lesson-${v.id}@kalam`,
      start: new Date(v.start),
      end: new Date(v.start + v.duration * MINUTE_MS),
      stamp: new Date(v.canceledAt ?? v.createdAt),
      summary: `درس إنجليزي مع ${other.displayName}`,
      description: `درس مدته ${durationText(v.duration)} على كلام.`,
      status: v.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // the only change an event sees is its cancellation (a move is a new lesson): a higher sequence replaces it
      sequence: v.canceledAt === null ? 0 : 1,
    });
  }
  return calendar.toString();
}
