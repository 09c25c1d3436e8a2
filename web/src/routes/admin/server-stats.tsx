import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { StatCards } from '../../features/server-stats/components/stat-cards';
import { useServerStats } from '../../features/server-stats/hooks/use-server-stats';
import { formatTime, userTimeZone } from '../../lib/format';
import '../../features/server-stats/i18n';

// Chart.js loads when the first reading is drawn, not with the page
const StatsChart = lazy(() => import('../../features/server-stats/components/stats-chart'));

/** Admins: request and error rates of the last minute and connected users, live over the server-stats channel. */
export default function AdminServerStats() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const readings = useServerStats(admin);
  const latest = readings[readings.length - 1];
  if (!admin) {
    return (
      <section className="p-6 md:p-10" data-testid="admins-only">
        <h1 className="text-2xl font-700 text-brand-900">{t('admin.serverStats.title')}</h1>
        <p className="mt-3 text-gray-600">{t('admin.serverStats.adminsOnly')}</p>
      </section>
    );
  }
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 md:p-8">
      <header>
        <h1 className="text-2xl font-700 text-brand-900 md:text-3xl">{t('admin.serverStats.title')}</h1>
        <p className="mt-1 text-gray-600">{t('admin.serverStats.subtitle')}</p>
      </header>
      {latest ? (
        <>
          <StatCards reading={latest} />
          <p className="-mt-3 text-sm text-gray-600">
            <span data-testid="stats-updated-at">{t('admin.serverStats.updatedAt', { time: formatTime(latest.at, userTimeZone()) })}</span>
            <span className="ms-2">{t('admin.serverStats.errorsNote')}</span>
          </p>
          <Suspense fallback={<div className="card h-96" />}>
            <StatsChart readings={readings} />
          </Suspense>
        </>
      ) : (
        <p className="card p-6 text-center text-gray-600" role="status">
          {t('admin.serverStats.waiting')}
        </p>
      )}
    </section>
  );
}
