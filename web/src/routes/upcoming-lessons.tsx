import type { LessonView } from '@kalam/core';
import { LESSON_JOIN_EARLY_MINUTES, MINUTE_MS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { useToast } from '../components/toast';
import { ProposeTime } from '../features/booking/components/propose-time';
import { RescheduleLesson } from '../features/booking/components/reschedule-lesson';
import { useCancelLesson, useLessons } from '../features/lessons/api';
import { ReportButton } from '../features/reports/components/report-button';
import { formatDateTime, formatMinutes, userTimeZone } from '../lib/format';
import { useSession } from '../lib/session';
import '../features/lessons/i18n';
import '../features/booking/i18n';
import '../lib/error-messages';

export default function UpcomingLessons() {
  const { t } = useTranslation();
  const { user } = useSession();
  const lessons = useLessons({ status: 'upcoming', size: 50, sort: 'asc' });
  if (!user) return <Navigate to="/login?next=/upcoming-lessons" replace />;
  return (
    <>
      <PageHeader title={t('lessons.upcoming.title')} subtitle={t('lessons.upcoming.subtitle')} />
      <div className="container pb-16">
        <QueryState
          query={lessons}
          error={t('lessons.error')}
          empty={({ list }) =>
            list.length === 0 && (
              <div className="card p-8 text-center">
                <p className="text-gray-700">{t('lessons.upcoming.empty')}</p>
                {user.role === Role.Student && (
                  <Link to="/tutors" className="btn-primary mt-4">
                    {t('lessons.upcoming.findTutor')}
                  </Link>
                )}
              </div>
            )
          }
        >
          {({ list }) => (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {list.map((lesson) => (
                <LessonItem key={lesson.id} lesson={lesson} viewerId={user.id} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  );
}

function LessonItem({ lesson, viewerId }: { lesson: LessonView; viewerId: number }) {
  const { t } = useTranslation();
  const cancel = useCancelLesson();
  const toast = useToast();
  // a plan's lesson gives its minutes back to its week: say so before and after
  const givesBack = lesson.student.id === viewerId && lesson.cover === 'plan';
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [proposing, setProposing] = useState(false);
  const other = lesson.tutor.id === viewerId ? lesson.student : lesson.tutor;
  const now = Date.now();
  const canChange = now < lesson.changeableUntil;
  const canJoin = now >= lesson.start - LESSON_JOIN_EARLY_MINUTES * MINUTE_MS;
  return (
    <li className="card min-w-0 p-5" data-testid="lesson-item">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-gray-500">{lesson.tutor.id === viewerId ? t('lessons.withStudent') : t('lessons.withTutor')}</p>
          <p className="text-lg font-700 text-gray-900">{other.displayName}</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-700 ${lesson.status === 'happening' ? 'bg-green-100 text-green-800' : 'bg-brand-50 text-brand-800'}`}
        >
          {t(`lessons.status.${lesson.status}`)}
        </span>
      </div>
      <p className="mt-3 font-600 text-gray-800" data-testid="lesson-when">
        {formatDateTime(lesson.start, userTimeZone())}
      </p>
      <p className="text-sm text-gray-600">{formatMinutes(lesson.duration)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/lesson/${lesson.id}`} className={canJoin ? 'btn-primary' : 'btn-ghost'} data-testid="lesson-page">
          {canJoin ? t('lessons.join') : t('lessons.page')}
        </Link>
        {lesson.tutor.id !== viewerId && (
          <Link to={`/t/${lesson.tutor.id}`} className="btn-ghost">
            {t('lessons.tutorPage')}
          </Link>
        )}
        <Link to={`/chat?with=${other.id}`} className="btn-ghost">
          {t('lessons.message')}
        </Link>
        {canChange && !asking && !moving && lesson.student.id === viewerId && (
          <button type="button" className="btn-ghost" onClick={() => setMoving(true)}>
            {t('lessons.move')}
          </button>
        )}
        {canChange && !asking && !proposing && lesson.tutor.id === viewerId && (
          <button type="button" className="btn-ghost" onClick={() => setProposing(true)}>
            {t('lessons.propose')}
          </button>
        )}
        {canChange && !moving && !proposing && (
          <button type="button" className="btn-ghost text-red-700" aria-expanded={asking} onClick={() => setAsking(true)}>
            {t('lessons.cancel')}
          </button>
        )}
        <ReportButton
          subject={{ lessonId: lesson.id, name: other.displayName, when: formatDateTime(lesson.start, userTimeZone()) }}
          className="btn-ghost text-gray-600"
        />
      </div>
      {!canChange && <p className="mt-3 text-xs text-gray-500">{t('lessons.tooLateToChange')}</p>}
      {moving && <RescheduleLesson lesson={lesson} onClose={() => setMoving(false)} />}
      {proposing && <ProposeTime lesson={lesson} onClose={() => setProposing(false)} />}
      {asking && (
        <ConfirmDialog
          inline
          body={t('lessons.cancelConfirm')}
          confirm={t('lessons.cancelYes')}
          cancel={t('lessons.cancelNo')}
          pending={cancel.isPending}
          error={cancel.error}
          onClose={() => (setAsking(false), cancel.reset())}
          onConfirm={() =>
            cancel.mutate(lesson.id, {
              onSuccess: () => {
                setAsking(false);
                toast({
                  type: 'success',
                  title: t('lessons.cancelled'),
                  description: givesBack ? t('lessons.minutesBackDone', { time: formatMinutes(lesson.duration) }) : undefined,
                });
              },
            })
          }
        >
          {givesBack && <p className="mt-1 text-sm text-red-900">{t('lessons.minutesBack')}</p>}
        </ConfirmDialog>
      )}
    </li>
  );
}
