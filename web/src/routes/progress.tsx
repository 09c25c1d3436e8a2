import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { progressQuery } from '../features/progress/api';
import { ProgressFigures } from '../features/progress/components/progress-figures';
import { WeeksChart } from '../features/progress/components/weeks-chart';
import { useSession } from '../lib/session';
import '../features/progress/i18n';

/** `/progress`: the student's lessons and minutes per week, words learned and due, homework done and practice streak. */
export default function Progress() {
  const { user } = useSession();
  const { t } = useTranslation();
  const progress = useQuery({ ...progressQuery(), enabled: Boolean(user) });
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent('/progress')}`} replace />;
  return (
    <>
      <PageHeader title={t('progress.title')} subtitle={t('progress.subtitle')} />
      <div className="container flex max-w-4xl flex-col gap-4 pb-16">
        {progress.isPending ? (
          <Spinner />
        ) : !progress.data ? (
          <LoadError message={t('common.genericError')} onRetry={() => progress.refetch()} />
        ) : (
          <>
            <ProgressFigures progress={progress.data} />
            <WeeksChart weeks={progress.data.weeks} />
            <Link to="/practice" className="btn-primary self-start" data-testid="progress-practise">
              {t('progress.practise')}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
