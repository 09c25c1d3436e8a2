import { daysFrom, type LessonView, weekOf } from '@kalam/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { lessonsQuery } from '../features/lessons/api';
import { formatDay, formatTime, hourIn, userTimeZone } from '../lib/format';
import { useSession } from '../lib/session';
import '../features/lessons/i18n';

const WEEK_MS = 7 * 86_400_000;
const HOUR_PX = 48;
const STATUS_STYLE: Record<LessonView['status'], string> = {
  pending: 'bg-brand-100 border-brand-500 text-brand-900',
  happening: 'bg-green-100 border-green-600 text-green-900',
  fulfilled: 'bg-gray-100 border-gray-400 text-gray-700',
  cancelled: 'bg-red-50 border-red-300 text-red-800 line-through',
};

/** The week's lessons, Saturday to Friday in the user's zone: a grid on wide screens, a day list on phones. */
export default function LessonsSchedule() {
  const { t } = useTranslation();
  const { user } = useSession();
  const zone = userTimeZone();
  const [offset, setOffset] = useState(0);
  const week = useMemo(() => weekOf(Date.now() + offset * WEEK_MS, zone), [offset, zone]);
  const days = useMemo(() => daysFrom(week.start, 7, zone), [week, zone]);
  const lessons = useQuery(lessonsQuery({ from: week.start, to: week.end, size: 100, sort: 'asc' }));
  if (!user) return <Navigate to="/login?next=/lessons-schedule" replace />;
  const list = lessons.data?.list ?? [];
  const [earliest, latest]: [number, number] = list.length
    ? [Math.min(...list.map((l) => hourIn(l.start, zone))), Math.max(...list.map((l) => hourIn(l.start + l.duration * 60_000 - 1, zone)))]
    : [9, 21];
  const [first, last] = [Math.max(0, Math.min(earliest, 9)), Math.min(23, Math.max(latest, 21))];
  const today = Date.now();
  const { day: from } = formatDay(week.start, zone);
  const { day: to } = formatDay(week.end - 1, zone);
  const who = (l: LessonView) => (l.tutor.id === user.id ? l.student.displayName : l.tutor.displayName);

  return (
    <>
      <PageHeader title={t('lessons.schedule.title')} subtitle={t('lessons.schedule.subtitle')} />
      <div className="container pb-16">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-2">
            <button type="button" className="btn-ghost" onClick={() => setOffset(offset - 1)}>
              {t('lessons.schedule.previous')}
            </button>
            <button type="button" className="btn-ghost" disabled={offset === 0} onClick={() => setOffset(0)}>
              {t('lessons.schedule.thisWeek')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setOffset(offset + 1)}>
              {t('lessons.schedule.next')}
            </button>
          </div>
          <p className="font-700 text-gray-800" aria-live="polite">
            {t('lessons.schedule.range', { from, to })}
          </p>
        </div>
        <QueryState query={lessons} error={t('lessons.error')}>
          {() => (
            <>
              {/* phones: one list per day */}
              <ol className="grid gap-3 md:hidden">
                {days.map((d) => {
                  const inDay = list.filter((l) => l.start >= d.start && l.start < d.end);
                  const { weekday, day } = formatDay(d.start, zone);
                  return (
                    <li key={d.start} className={`card p-4 ${today >= d.start && today < d.end ? 'border-2 border-brand-600' : ''}`}>
                      <p className="font-700 text-gray-900">
                        {weekday} {day}
                      </p>
                      {inDay.length ? (
                        inDay.map((l) => (
                          <Link
                            key={l.id}
                            to={`/lesson/${l.id}`}
                            className={`mt-2 block rounded-lg border-s-4 px-3 py-2 text-sm ${STATUS_STYLE[l.status]}`}
                          >
                            {formatTime(l.start, zone)} · {who(l)} · {t(`lessons.status.${l.status}`)}
                          </Link>
                        ))
                      ) : (
                        <p className="mt-1 text-sm text-gray-500">{t('lessons.schedule.free')}</p>
                      )}
                    </li>
                  );
                })}
              </ol>
              {/* wide screens: Saturday → Friday columns, hour rows */}
              <div className="card hidden overflow-x-auto md:block" data-testid="week-grid">
                <div className="grid min-w-[52rem]" style={{ gridTemplateColumns: '4rem repeat(7, 1fr)' }}>
                  <div />
                  {days.map((d) => {
                    const { weekday, day } = formatDay(d.start, zone);
                    const isToday = today >= d.start && today < d.end;
                    return (
                      <div
                        key={d.start}
                        className={`border-b border-gray-100 p-2 text-center text-sm ${isToday ? 'bg-brand-50 font-700 text-brand-800' : 'text-gray-700'}`}
                      >
                        {weekday}
                        <br />
                        {day}
                      </div>
                    );
                  })}
                  <div className="relative">
                    {Array.from({ length: last - first + 1 }, (_, i) => first + i).map((hour) => (
                      <div key={hour} className="border-b border-gray-50 pe-2 text-end text-xs text-gray-500" style={{ height: HOUR_PX }}>
                        {formatTime(week.start + hour * 3_600_000, zone)}
                      </div>
                    ))}
                  </div>
                  {days.map((d) => (
                    <div key={d.start} className="relative border-s border-gray-100" style={{ height: (last - first + 1) * HOUR_PX }}>
                      {list
                        .filter((l) => l.start >= d.start && l.start < d.end)
                        .map((l) => {
                          const minutes = (l.start - d.start) / 60_000 - first * 60;
                          return (
                            <Link
                              key={l.id}
                              to={`/lesson/${l.id}`}
                              data-testid="week-lesson"
                              title={`${formatTime(l.start, zone)} ${who(l)}`}
                              className={`absolute inset-x-1 overflow-hidden rounded-md border-s-4 px-1.5 text-xs leading-tight ${STATUS_STYLE[l.status]}`}
                              style={{ top: (minutes / 60) * HOUR_PX, height: Math.max(18, (l.duration / 60) * HOUR_PX - 2) }}
                            >
                              {formatTime(l.start, zone)} {who(l)}
                            </Link>
                          );
                        })}
                    </div>
                  ))}
                </div>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
