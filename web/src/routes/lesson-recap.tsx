import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { useRecap } from '../features/takeaways/api';
import { MarkList } from '../features/takeaways/components/mark-list';
import { RecapNotebook } from '../features/takeaways/components/recap-notebook';
import { ApiError } from '../lib/api';
import { formatDateTime, formatMinutes, isolate, userTimeZone } from '../lib/format';
import { useSession } from '../lib/session';
import '../features/takeaways/i18n';

/** `/lesson/{id}/recap`: what the student takes away from a lesson — words, corrections, homework to tick, the notebook — for both members. */
export default function LessonRecap() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id = '' } = useParams();
  const lessonId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : 0;
  const recap = useRecap(user ? lessonId : 0);
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(`/lesson/${id}/recap`)}`} replace />;
  if (lessonId && recap.isPending) return <Spinner />;
  if (!lessonId || (recap.error instanceof ApiError && recap.error.status === 404))
    return <p className="container py-12 text-center text-gray-700">{t('takeaways.recap.notFound')}</p>;
  if (recap.isError || !recap.data) return <LoadError message={t('common.genericError')} onRetry={() => recap.refetch()} />;
  const { lesson, marks, editableUntil } = recap.data;
  const student = lesson.student.id === user.id;
  const other = student ? lesson.tutor : lesson.student;
  const editable = !student && Date.now() <= editableUntil && lesson.status !== 'cancelled';
  return (
    <>
      <PageHeader
        title={
          <>
            {t('takeaways.recap.title')} <bdi>{other.displayName}</bdi>
          </>
        }
        subtitle={`${formatDateTime(lesson.start, userTimeZone())} — ${formatMinutes(lesson.duration)}`}
      />
      <div className="container max-w-3xl pb-16">
        <div className="card p-4 sm:p-6" data-testid="lesson-recap">
          {marks.length ? (
            <MarkList lessonId={lesson.id} marks={marks} student={student} />
          ) : (
            <p className="text-gray-600">{t('takeaways.recap.empty')}</p>
          )}
        </div>
        <RecapNotebook lessonId={lesson.id} />
        <div className="mt-4 flex flex-wrap gap-2">
          {student && marks.some((m) => m.kind === 'word') && (
            <Link to="/practice" className="btn-primary" data-testid="recap-practice">
              {t('takeaways.recap.practice')}
            </Link>
          )}
          {student && (
            <Link to={`/t/${lesson.tutor.id}#booking`} className="btn-primary">
              {t('takeaways.recap.rebook')}
            </Link>
          )}
          <Link to={`/lesson/${lesson.id}`} className="btn-ghost">
            {editable ? t('takeaways.recap.edit') : t('takeaways.recap.lessonPage')}
          </Link>
          <Link to={`/chat?with=${other.id}`} className="btn-ghost">
            {t('takeaways.recap.message', { name: isolate(other.displayName) })}
          </Link>
        </div>
      </div>
    </>
  );
}
