import { useTranslation } from 'react-i18next';
import '../i18n';

export function ReportStatus({ resolved }: { resolved: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-700 ${resolved ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
      data-testid="report-status"
    >
      {t(resolved ? 'manage.reports.status.resolved' : 'manage.reports.status.open')}
    </span>
  );
}
