import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { usePractice } from '../features/practice/api';
import { WordCard } from '../features/practice/components/word-card';
import { formatDateTime, userTimeZone } from '../lib/format';
import { useSession } from '../lib/session';
import '../features/practice/i18n';

/** `/practice`: the student's due words one at a time; answers are kept on the device until the server has them. */
export default function Practice() {
  const { user } = useSession();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent('/practice')}`} replace />;
  return <PracticeOf userId={user.id} />;
}

function PracticeOf({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { deck, cards, waiting, answer } = usePractice(userId);
  const card = cards[0];
  return (
    <>
      <PageHeader title={t('practice.title')} subtitle={t('practice.subtitle')} />
      <div className="container max-w-2xl pb-16">
        {!deck.data && deck.isPending ? (
          <Spinner />
        ) : !deck.data ? (
          <LoadError message={t('common.genericError')} onRetry={() => deck.refetch()} />
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-gray-700" data-testid="practice-left">
                {t('practice.left', { count: cards.length })}
              </p>
              <Link
                to="/progress"
                className="text-sm font-600 text-brand-700 underline-offset-4 hover:underline"
                data-testid="practice-progress"
              >
                {t('practice.progress')}
              </Link>
            </div>
            {waiting > 0 && (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status" data-testid="practice-waiting">
                {t('practice.waiting', { count: waiting })}
              </p>
            )}
            {card ? (
              <WordCard key={card.markId} card={card} onAnswer={(a) => answer(card.markId, a)} />
            ) : (
              <div className="card p-6 text-center" data-testid="practice-done">
                <p className="text-lg font-700 text-brand-900">{deck.data.words ? t('practice.doneTitle') : t('practice.emptyTitle')}</p>
                <p className="mt-2 text-gray-600">
                  {deck.data.words ? t('practice.words', { count: deck.data.words }) : t('practice.empty')}
                </p>
                {deck.data.nextDue !== null && (
                  <p className="mt-1 text-sm text-gray-600">
                    {t('practice.nextDue', { when: formatDateTime(deck.data.nextDue, userTimeZone()) })}
                  </p>
                )}
                {!deck.data.words && (
                  <Link to="/tutors" className="btn-primary mt-4 inline-flex">
                    {t('practice.findTutor')}
                  </Link>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
