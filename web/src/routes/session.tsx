import type { LessonView, SessionView } from '@kalam/core';
import { MINUTE_MS } from '@kalam/core/constants';
import { parseSessionId } from '@kalam/core/session';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { useSessionView } from '../features/session/api/get-session';
import { LessonSession } from '../features/session/components/lesson-session';
import { SessionNotFound } from '../features/session/components/session-not-found';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/session';
import '../features/session/i18n';

// the interview's notebook is the lesson's, loaded after the page (decisions 049, 055)
const LessonNotebook = lazy(() => import('../features/notebook/components/lesson-notebook'));

/** The session page reads a lesson's shape: the interviewer takes the tutor's place and the applicant the student's. */
function asLesson(view: SessionView): LessonView {
  const now = Date.now();
  const status = view.cancelled ? 'cancelled' : now < view.start ? 'pending' : now < view.end ? 'happening' : 'fulfilled';
  const [tutor, student] = view.members;
  if (!tutor || !student) throw new Error('a session has its two members');
  return {
    id: view.refId,
    tutor,
    student,
    start: view.start,
    // an interview may last otherwise; the page only shows the length
    duration: Math.round((view.end - view.start) / MINUTE_MS) as LessonView['duration'],
    price: 0,
    cover: 'free',
    status,
    canceledAt: null,
    canceledBy: null,
    rebookedFrom: null,
    createdAt: view.start,
    changeableUntil: view.start,
  };
}

/** `/session?id=<session id>`: an interview's call on the lesson page's flow; a lesson's id goes to `/lesson/{id}`. */
export default function SessionPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const ref = parseSessionId(id);
  const view = useSessionView(user && ref?.kind === 'interview' ? id : '');

  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(`/session?id=${id}`)}`} replace />;
  if (!ref) return <SessionNotFound />;
  if (ref.kind === 'lesson') return <Navigate to={`/lesson/${ref.id}`} replace />;
  if (view.isPending) return <Spinner />;
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) return <SessionNotFound />;
    return <LoadError message={t('common.genericError')} onRetry={() => view.refetch()} />;
  }
  const lesson = asLesson(view.data);
  return (
    <LessonSession
      lesson={lesson}
      kind="interview"
      viewerId={user.id}
      notebook={
        <Suspense fallback={null}>
          <LessonNotebook lesson={lesson} kind="interview" viewerId={user.id} />
        </Suspense>
      }
    />
  );
}
