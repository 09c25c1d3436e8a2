import type { LessonView, ProposalView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDateTime, isolate, userTimeZone } from '../../../lib/format';
import { useAnswerProposal, useProposal } from '../api';
import '../i18n';

/**
 * The lesson page's word on a proposed time: the student reads it with «قبول» / «رفض»; the tutor sees it waiting, or
 * how it was answered. Accepting moves the lesson to a new page, which this opens.
 */
export function LessonProposal({ lesson, viewerId }: { lesson: LessonView; viewerId: number }) {
  const proposal = useProposal(lesson.id).data?.proposal;
  if (!proposal || proposal.status === 'replaced' || proposal.status === 'expired') return null;
  return lesson.student.id === viewerId ? (
    <ForStudent lesson={lesson} proposal={proposal} />
  ) : (
    <ForTutor lesson={lesson} proposal={proposal} />
  );
}

function ForStudent({ lesson, proposal }: { lesson: LessonView; proposal: ProposalView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const answer = useAnswerProposal();
  const zone = userTimeZone();
  if (proposal.status === 'declined') return <Note>{t('lessons.proposal.declined')}</Note>;
  if (proposal.status === 'accepted') return <Moved proposal={proposal} />;
  const reply = (what: 'accept' | 'decline') => {
    if (answer.isPending) return;
    // not the call-site onSuccess: accepting cancels this lesson, whose refetch may unmount the card first
    answer.mutateAsync({ id: proposal.id, answer: what }).then(
      ({ lesson: moved }) => {
        if (!moved) return;
        toast({ type: 'success', title: t('lessons.proposal.accepted'), description: formatDateTime(moved.start, zone) });
        void navigate(`/lesson/${moved.id}`, { replace: true });
      },
      () => undefined, // shown below from answer.error
    );
  };
  return (
    <section className="card mb-4 border-amber-300 bg-amber-50 p-4 sm:p-5" aria-labelledby="proposal-title" data-testid="lesson-proposal">
      <h2 id="proposal-title" className="text-lg font-700 text-amber-950">
        {t('lessons.proposal.title')}
      </h2>
      <p className="mt-1 text-amber-950">{t('lessons.proposal.fromTutor', { name: isolate(lesson.tutor.displayName) })}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-gray-600">{t('lessons.proposal.current')}</dt>
        <dd className="text-gray-700 line-through decoration-gray-400">{formatDateTime(lesson.start, zone)}</dd>
        <dt className="text-gray-600">{t('lessons.proposal.proposed')}</dt>
        <dd className="font-700 text-brand-900" data-testid="proposal-when">
          {formatDateTime(proposal.start, zone)}
        </dd>
        {proposal.message && (
          <>
            <dt className="text-gray-600">{t('lessons.proposal.message', { name: isolate(lesson.tutor.displayName) })}</dt>
            <dd className="whitespace-pre-line break-words text-gray-900" dir="auto">
              {proposal.message}
            </dd>
          </>
        )}
      </dl>
      {answer.isError && (
        <p role="alert" className="mt-3 text-sm font-600 text-red-700">
          {apiErrorMessage(t, answer.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary min-w-28"
          disabled={answer.isPending}
          aria-busy={answer.isPending && answer.variables?.answer === 'accept'}
          onClick={() => reply('accept')}
        >
          {answer.isPending && answer.variables?.answer === 'accept' ? t('lessons.proposal.accepting') : t('lessons.proposal.accept')}
        </button>
        <button type="button" className="btn-ghost min-w-28" disabled={answer.isPending} onClick={() => reply('decline')}>
          {t('lessons.proposal.decline')}
        </button>
      </div>
    </section>
  );
}

function ForTutor({ lesson, proposal }: { lesson: LessonView; proposal: ProposalView }) {
  const { t } = useTranslation();
  const values = { name: isolate(lesson.student.displayName), when: formatDateTime(proposal.start, userTimeZone()) };
  if (proposal.status === 'accepted') return <Moved proposal={proposal} />;
  return <Note>{t(proposal.status === 'open' ? 'lessons.proposal.waiting' : 'lessons.proposal.declinedByStudent', values)}</Note>;
}

function Moved({ proposal }: { proposal: ProposalView }) {
  const { t } = useTranslation();
  return (
    <Note>
      {t('lessons.proposal.movedTo', { when: formatDateTime(proposal.start, userTimeZone()) })}{' '}
      {proposal.movedTo !== null && (
        <Link to={`/lesson/${proposal.movedTo}`} className="font-700 underline">
          {t('lessons.proposal.openMoved')}
        </Link>
      )}
    </Note>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-xl bg-brand-50 p-4 text-brand-900" data-testid="lesson-proposal">
      {children}
    </p>
  );
}
