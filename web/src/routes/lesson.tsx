import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { ProposeTime } from '../features/booking/components/propose-time';
import { useLesson } from '../features/lessons/api';
import { LessonProposal } from '../features/lessons/components/lesson-proposal';
import { StudentProgress } from '../features/progress/components/student-progress';
import { RateTutorDialog } from '../features/ratings/components/rate-tutor-dialog';
import { LessonSession } from '../features/session/components/lesson-session';
import { SessionNotFound } from '../features/session/components/session-not-found';
import { MarksPanel } from '../features/takeaways/components/marks-panel';
import { ApiError } from '../lib/api';
import type { MarkPrefill } from '../lib/mark-prefill';
import { useSession } from '../lib/session';
import '../features/session/i18n';

// Yjs and its provider load after the page, so the lesson page's first script does not grow (decision 049).
const LessonNotebook = lazy(() => import('../features/notebook/components/lesson-notebook'));

/** `/lesson/{id}`: the lesson's session for its two members; a student who was in the call is asked to rate the tutor after. */
export default function LessonPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id = '' } = useParams();
  const lessonId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : 0;
  const lesson = useLesson(user ? lessonId : 0);
  const [rating, setRating] = useState<'prompt' | 'asked' | null>(null);
  const closeRating = useCallback(() => setRating(null), []);
  const [proposing, setProposing] = useState(false);
  // a phrase the tutor marks in the notebook opens the marks form below it (in the call, in the notebook's panel), filled in
  const [prefill, setPrefill] = useState<MarkPrefill | null>(null);
  const student = lesson.data?.student.id === user?.id;
  const start = lesson.data?.start ?? Infinity;
  // the server takes a rating from a student who joined a lesson that has started
  const onFinished = useCallback(() => student && Date.now() >= start && setRating('prompt'), [start, student]);

  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(`/lesson/${id}`)}`} replace />;
  if (!lessonId) return <SessionNotFound />;
  if (lesson.isPending) return <Spinner />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.status === 404) return <SessionNotFound />;
    return <LoadError message={t('common.genericError')} onRetry={() => lesson.refetch()} />;
  }
  const { tutor } = lesson.data;
  if (tutor.id !== user.id && !student) return <SessionNotFound />;
  const other = student ? tutor : lesson.data.student;
  // a past or cancelled lesson leads on: book the tutor again, rate them (a lesson held), write to the other member
  const afterward = (
    <div className="mt-3 flex flex-wrap gap-2" data-testid="after-lesson">
      {student && (
        <Link to={`/t/${tutor.id}#booking`} className="btn-primary">
          {t('session.after.rebook', { name: tutor.displayName })}
        </Link>
      )}
      {student && lesson.data.status !== 'cancelled' && (
        <button type="button" className="btn-ghost" onClick={() => setRating('asked')}>
          {t('session.after.rate', { name: tutor.displayName })}
        </button>
      )}
      <Link to={`/chat?with=${other.id}`} className="btn-ghost">
        {t('session.after.message', { name: other.displayName })}
      </Link>
    </div>
  );
  // the tutor may propose another time while the lesson can still change; the student answers here
  const canPropose = tutor.id === user.id && lesson.data.status === 'pending' && Date.now() < lesson.data.changeableUntil;
  const notice = (
    <>
      <LessonProposal lesson={lesson.data} viewerId={user.id} />
      {canPropose &&
        (proposing ? (
          <div className="mb-4">
            <ProposeTime lesson={lesson.data} onClose={() => setProposing(false)} />
          </div>
        ) : (
          <button type="button" className="btn-ghost mb-4" onClick={() => setProposing(true)}>
            {t('lessons.propose')}
          </button>
        ))}
    </>
  );
  return (
    <>
      <LessonSession
        lesson={lesson.data}
        viewerId={user.id}
        onFinished={onFinished}
        afterward={afterward}
        notice={notice}
        notebook={
          // the marks go with the notebook: under it on the page, and in its panel over the call, where the tutor sees them
          <>
            <Suspense fallback={null}>
              <LessonNotebook lesson={lesson.data} viewerId={user.id} onMark={setPrefill} />
            </Suspense>
            <MarksPanel lesson={lesson.data} viewerId={user.id} prefill={prefill} />
          </>
        }
      />
      {!student && <StudentProgress student={lesson.data.student} />}
      {rating && <RateTutorDialog tutor={tutor} raterId={user.id} onClose={closeRating} prompt={rating === 'prompt'} />}
    </>
  );
}
