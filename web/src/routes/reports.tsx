import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useCurrentUser } from '../features/auth/api/current-user';
import { ReportsBrowser } from '../features/reports/components/reports-browser';
import '../features/reports/i18n';

/** The signed-in user's reports and the team's replies. */
export default function Reports() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return <Navigate to="/login?next=/reports" replace />;
  return (
    <>
      <PageHeader title={t('manage.reports.mine.title')} subtitle={t('manage.reports.mine.subtitle')} />
      <div className="container pb-16">
        <ReportsBrowser empty={t('manage.reports.mine.empty')} />
      </div>
    </>
  );
}
