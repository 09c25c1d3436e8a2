import type { InvoiceView } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Notice } from '../components/page-blocks';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { LoadError, QueryState } from '../components/query-state';
import { useCurrentUser } from '../features/auth/api/current-user';
import { useInvoiceStats } from '../features/invoices/api/invoice-stats';
import { useInvoices } from '../features/invoices/api/list-invoices';
import { useWithdrawMethods } from '../features/invoices/api/withdraw-methods';
import { BalanceCards } from '../features/invoices/components/balance-cards';
import { EarningsByLesson } from '../features/invoices/components/earnings-by-lesson';
import { EarningsChart } from '../features/invoices/components/earnings-chart';
import { InvoicesTable } from '../features/invoices/components/invoices-table';
import { WithdrawalDialog } from '../features/invoices/components/withdrawal-dialog';
import { usePaging } from '../lib/use-paging';
import '../features/invoices/i18n';

/** The tutor's earnings and withdrawal requests. */
export default function Invoices() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const tutor = user?.role === Role.Tutor;
  // null: closed; 'new': a new request; an invoice: editing it
  const [dialog, setDialog] = useState<InvoiceView | 'new' | null>(null);
  const stats = useInvoiceStats(user?.id ?? 0, tutor);
  const methods = useWithdrawMethods(tutor);
  const { page, size, pager } = usePaging(10);
  const invoices = useInvoices({ page, size }, tutor);
  if (!user) return <Navigate to="/login?next=/invoices" replace />;
  if (!tutor) {
    return <Notice title={t('invoices.tutorsOnly.title')} body={t('invoices.tutorsOnly.body')} testId="tutors-only" />;
  }
  return (
    <>
      <PageHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')} />
      <div className="container grid grid-cols-[minmax(0,1fr)] gap-8 pb-16">
        {stats.isError ? (
          <LoadError message={t('invoices.balance.error')} onRetry={() => stats.refetch()} />
        ) : (
          <BalanceCards stats={stats.data} />
        )}
        <div>
          <button type="button" className="btn-primary" onClick={() => setDialog('new')}>
            {t('invoices.request')}
          </button>
        </div>
        {stats.data && <EarningsChart stats={stats.data} />}
        {stats.data && <EarningsByLesson months={stats.data.monthly.map((m) => m.start)} />}

        <section aria-labelledby="invoices-history-title">
          <h2 id="invoices-history-title" className="mb-4 text-xl font-700 text-brand-900">
            {t('invoices.history')}
          </h2>
          <QueryState query={invoices} error={t('invoices.error')} empty={({ total }) => total === 0 && t('invoices.empty')}>
            {({ list, total }) => (
              <>
                <div className="relative md:card md:overflow-x-auto">
                  <InvoicesTable invoices={list} onEdit={setDialog} />
                </div>
                <Pagination {...pager(total)} />
              </>
            )}
          </QueryState>
        </section>
      </div>
      {dialog && (
        <WithdrawalDialog
          methods={methods.data}
          failed={methods.isError}
          available={stats.data?.available}
          invoice={dialog === 'new' ? undefined : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
