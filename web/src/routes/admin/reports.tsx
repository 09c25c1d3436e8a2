import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../features/admin/components/admin-page';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { ReportsBrowser } from '../../features/reports/components/reports-browser';
import '../../features/reports/i18n';

const FILTERS = { all: undefined, unresolved: false, resolved: true } as const;
type Filter = keyof typeof FILTERS;
const isFilter = (v: string | null): v is Filter => v !== null && v in FILTERS;

/** Admins: every report, open ones first by default; reply in the thread, resolve, reopen or delete. */
export default function AdminReports() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const [params, setParams] = useSearchParams();
  const filter: Filter = isFilter(params.get('status')) ? (params.get('status') as Filter) : 'unresolved';
  const choose = (next: string) => setParams((p) => (p.set('status', next), p.delete('id'), p));
  return (
    <AdminPage
      admin={admin}
      title={t('manage.reports.admin.title')}
      subtitle={t('manage.reports.admin.subtitle')}
      actions={
        <label htmlFor={`${id}-status`} className="flex flex-col gap-1 text-sm font-600 text-gray-700">
          {t('manage.reports.admin.filter')}
          <select id={`${id}-status`} className="input py-2" value={filter} onChange={(e) => choose(e.target.value)}>
            {(Object.keys(FILTERS) as Filter[]).map((f) => (
              <option key={f} value={f}>
                {t(`manage.reports.admin.${f}`)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <ReportsBrowser key={filter} admin resolved={FILTERS[filter]} empty={t('manage.reports.admin.empty')} />
    </AdminPage>
  );
}
