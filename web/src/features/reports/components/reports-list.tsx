import type { ReportView } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, userTimeZone } from '../../../lib/format';
import { messageText } from '../../../lib/message-text';
import { ReportStatus } from './status-badge';
import '../i18n';

/** Reports as a list of buttons; the open one is marked. Admins also see who filed each. */
export function ReportsList({
  reports,
  selectedId,
  onSelect,
  showReporter = false,
}: {
  reports: ReportView[];
  selectedId: number;
  onSelect: (id: number) => void;
  showReporter?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="card divide-y divide-gray-100 overflow-hidden" aria-label={t('manage.reports.list')} data-testid="reports-list">
      {reports.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            onClick={() => onSelect(r.id)}
            aria-current={r.id === selectedId ? 'true' : undefined}
            className={`block w-full p-4 text-start hover:bg-gray-50 ${r.id === selectedId ? 'bg-brand-50' : ''}`}
            data-testid="report-item"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-700 text-gray-900" dir="auto">
                <span className="sr-only">{t('manage.reports.open')} </span>
                {r.title}
              </span>
              <ReportStatus resolved={r.resolved} />
            </span>
            <span className="mt-1 line-clamp-2 block text-sm text-gray-600" dir="auto">
              {messageText(r.message)}
            </span>
            <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-500">
              {showReporter && <span>{t('manage.reports.from', { name: r.reporter.name })}</span>}
              {r.reported && <span>{t('manage.reports.about', { name: r.reported.name })}</span>}
              {r.lessonId && <span>{t('manage.reports.lesson', { id: formatNumber(r.lessonId) })}</span>}
              <span>{t('manage.reports.replies', { count: r.replies })}</span>
              <span>{formatDateTime(r.createdAt, userTimeZone())}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
