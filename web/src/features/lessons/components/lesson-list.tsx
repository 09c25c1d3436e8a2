import type { LessonView } from '@kalam/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { formatDateTime, formatMinutes, userTimeZone } from '../../../lib/format';
import { useLessons } from '../api';
import '../i18n';

/** Lessons of the caller in a compact list; past ones link to their recap and offer rebooking; `action` adds the screen's own per lesson. */
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
  if (lessons.isPending) return <Spinner />;
  if (lessons.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('lessons.error')}
      </p>
    );
  if (!lessons.data.list.length) return <p className="text-gray-600">{past ? t('lessons.list.noPast') : t('lessons.upcoming.empty')}</p>;
  return (
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
                    {t('lessons.list.recap')}
                  </Link>
                )}
                {past && isStudent && (
                  <Link to={`/t/${l.tutor.id}`} className="btn-ghost px-3 py-1.5 text-sm">
                    {t('lessons.list.rebook')}
                  </Link>
                )}
                {action?.(l, other)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
