import type { LessonView } from '@kalam/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../components/spinner';
import { useToast } from '../components/toast';
import { useRooms } from '../features/chat/api/rooms';
import { RoomItem } from '../features/chat/components/rooms-list';
import { fetchCalendarUrl } from '../features/dashboard/api';
import { useLessons } from '../features/lessons/api';
import { RateTutorDialog } from '../features/ratings/components/rate-tutor-dialog';
import { formatDateTime, formatMinutes, userTimeZone } from '../lib/format';
import '../features/chat/i18n';
import '../features/dashboard/i18n';

export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card p-4" data-testid="stat">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-700 text-brand-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

/** Lessons of the caller in a compact list; past ones can offer rebook and rate; `action` adds the screen's own per lesson. */
export function LessonList({
  status,
  viewerId,
  size = 3,
  past = false,
  action,
}: {
  status: 'upcoming' | 'fulfilled';
  viewerId: number;
  size?: number;
  past?: boolean;
  action?: (lesson: LessonView, other: LessonView['tutor']) => ReactNode;
}) {
  const { t } = useTranslation();
  const lessons = useLessons({ status, size, sort: past ? 'desc' : 'asc' });
  const [rating, setRating] = useState<LessonView | null>(null);
  if (lessons.isPending) return <Spinner />;
  if (lessons.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('lessons.error')}
      </p>
    );
  if (!lessons.data.list.length) return <p className="text-gray-600">{past ? t('dashboard.noPast') : t('lessons.upcoming.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-gray-100">
        {lessons.data.list.map((l) => {
          const other = l.tutor.id === viewerId ? l.student : l.tutor;
          const isStudent = l.student.id === viewerId;
          return (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid={past ? 'past-lesson' : 'upcoming-lesson'}
            >
              <div>
                <p className="font-600 text-gray-900">
                  <bdi>{other.displayName}</bdi>
                </p>
                <p className="text-sm text-gray-600">
                  {formatDateTime(l.start, userTimeZone())} · {formatMinutes(l.duration)}
                </p>
              </div>
              {(past || action) && (
                <div className="flex flex-wrap gap-2">
                  {past && (
                    <Link to={`/lesson/${l.id}/recap`} className="btn-ghost px-3 py-1.5 text-sm" data-testid="recap-link">
                      {t('dashboard.recap')}
                    </Link>
                  )}
                  {past && isStudent && (
                    <Link to={`/t/${l.tutor.id}`} className="btn-ghost px-3 py-1.5 text-sm">
                      {t('dashboard.rebook')}
                    </Link>
                  )}
                  {past && isStudent && (
                    <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setRating(l)}>
                      {t('dashboard.rate')}
                    </button>
                  )}
                  {action?.(l, other)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {rating && <RateTutorDialog tutor={rating.tutor} raterId={viewerId} onClose={() => setRating(null)} />}
    </>
  );
}

/** Copies the private calendar link so lessons show in the user's calendar app. */
export function CalendarButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const get = async () => {
    const feed = await fetchCalendarUrl();
    setUrl(feed.url);
    await navigator.clipboard?.writeText(feed.url).then(
      () => toast({ type: 'success', title: t('dashboard.calendarCopied') }),
      () => undefined,
    );
  };
  return (
    <div className="card p-4">
      <p className="font-700 text-gray-900">{t('dashboard.calendar')}</p>
      <p className="mt-1 text-sm text-gray-600">{t('dashboard.calendarHint')}</p>
      {url ? (
        <input
          readOnly
          className="input mt-3 text-xs"
          dir="ltr"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-label={t('dashboard.calendar')}
        />
      ) : (
        <button type="button" className="btn-ghost mt-3" onClick={get}>
          {t('dashboard.calendarGet')}
        </button>
      )}
    </div>
  );
}

/** The latest three conversations with their unread counts; the socket keeps them current. */
export function ChatCard({ viewerId }: { viewerId: number }) {
  const { t } = useTranslation();
  const rooms = useRooms(viewerId, '', 3);
  return (
    <section className="card p-5" aria-labelledby="chat-title" data-testid="chat-card">
      <div className="flex items-center justify-between">
        <h2 id="chat-title" className="font-700 text-brand-900">
          {t('dashboard.chat')}
        </h2>
        <Link to="/chat" className="text-sm text-brand-700 underline">
          {t('chat.summary.all')}
        </Link>
      </div>
      {rooms.isPending ? (
        <Spinner />
      ) : rooms.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {t('chat.summary.error')}
        </p>
      ) : rooms.data.list.length === 0 ? (
        <p className="mt-2 text-gray-600">{t('chat.summary.empty')}</p>
      ) : (
        <ul className="-mx-4 mt-2 divide-y divide-gray-100">
          {rooms.data.list.map((room) => (
            <li key={room.id}>
              <RoomItem room={room} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
