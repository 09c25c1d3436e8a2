import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { usePaging } from '../../../lib/use-paging';
import { useReports } from '../api/reports';
import { ReportThread } from './report-thread';
import { ReportsList } from './reports-list';
import '../i18n';

/**
 * Reports beside the open one's thread on wide screens; on phones the list, or the open thread with a way back.
 * The open report is `?id=` (notifications link to it).
 */
export function ReportsBrowser({ admin = false, resolved, empty }: { admin?: boolean; resolved?: boolean; empty: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || 0;
  const { page, size, pager } = usePaging(10, resolved);
  const reports = useReports({ page, size, resolved });
  const select = (id: number) => setParams((p) => (id ? p.set('id', String(id)) : p.delete('id'), p), { preventScrollReset: true });
  return (
    <QueryState
      query={reports}
      error={t('manage.common.loadError')}
      empty={({ total }) => total === 0 && !selectedId && <div className="card p-6 text-center text-gray-600">{empty}</div>}
    >
      {({ list, total }) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div className={selectedId ? 'hidden lg:block' : ''}>
            {total === 0 ? (
              <div className="card p-6 text-center text-gray-600">{empty}</div>
            ) : (
              <ReportsList reports={list} selectedId={selectedId} onSelect={select} showReporter={admin} />
            )}
            <Pagination {...pager(total)} />
          </div>
          <div className="grid gap-3">
            {selectedId ? (
              <>
                <button type="button" className="btn-ghost justify-self-start lg:hidden" onClick={() => select(0)}>
                  {t('manage.reports.thread.back')}
                </button>
                <ReportThread key={selectedId} id={selectedId} admin={admin} onDeleted={() => select(0)} />
              </>
            ) : (
              <p className="card hidden p-6 text-center text-gray-600 lg:block">{t('manage.reports.thread.pick')}</p>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}
