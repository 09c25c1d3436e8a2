import { DAY_MS, type CalendarFeed } from '@kalam/core';
import { and, eq, gt, or } from 'drizzle-orm';
import type { EventAttributes } from 'ics';
import { lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { lessonViews } from './lesson';

export const FEED_PATH = '/api/v1/calendar/feed/';

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The caller's private feed URL, made on first use; `reset` replaces the secret so old links stop working. */
export async function calendarUrl(deps: Deps, caller: Pick<Caller, 'id'>, origin: string, reset = false): Promise<CalendarFeed> {
  const [user] = await deps.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, caller.id));
  let token = reset ? null : (user?.token ?? null);
  if (!token) {
    token = newToken();
    await deps.db.update(users).set({ calendarToken: token }).where(eq(users.id, caller.id));
  }
  return { url: `${origin}${FEED_PATH}${token}.ics` };
}

/** iCalendar of the user's lessons from 30 days back: cancelled ones stay with STATUS:CANCELLED so calendars drop them. */
export async function calendarFeed(deps: Deps, token: string): Promise<string> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.calendarToken, token));
  if (!user) throw new ApiError('not-found');
  const views = await lessonViews(deps, and(or(eq(lessons.tutorId, user.id), eq(lessons.studentId, user.id)), gt(lessons.start, deps.now() - 30 * DAY_MS)));
  const events: EventAttributes[] = views.map((v) => {
    const other = v.tutor.id === user.id ? v.student : v.tutor;
    return {
      uid: `lesson-${v.id}@kalam`,
      start: v.start,
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: v.duration },
      title: `درس إنجليزي مع ${other.name}`,
      description: `درس مدته ${v.duration} دقيقة على كلام.`,
      status: v.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      // the only change an event sees is its cancellation (a move is a new lesson): a higher sequence replaces it
      sequence: v.canceledAt === null ? 0 : 1,
      productId: 'kalam/lessons',
      calName: 'دروس كلام',
    };
  });
  // loaded on first use: evaluating `ics` and its validators costs every new isolate ~9 ms otherwise
  const { createEvents } = await import('ics');
  if (!events.length) return emptyCalendar(createEvents);
  const { error, value } = createEvents(events);
  if (error || !value) throw new ApiError('unexpected', { cause: error });
  return value;
}

function emptyCalendar(createEvents: typeof import('ics').createEvents): string {
  const { value } = createEvents([], { productId: 'kalam/lessons', calName: 'دروس كلام' });
  return value ?? 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:kalam/lessons\r\nEND:VCALENDAR\r\n';
}
