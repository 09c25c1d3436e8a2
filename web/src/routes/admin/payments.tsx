import { paymentMethods, paymentStatuses } from '@kalam/core/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPayments } from '../../features/admin/api/list-payments';
import { AdminPage } from '../../features/admin/components/admin-page';
import { DayRange } from '../../features/admin/components/day-range';
import { FilterSearch, FilterSelect, PagedTable } from '../../features/admin/components/list-parts';
import { dayRange, useListFilters } from '../../features/admin/lib/list-filters';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { TransactionsTable } from '../../features/payments/components/transactions-table';
import { METHOD_KEYS, statusLabel } from '../../features/payments/lib/labels';
import type { TransactionFilters } from '../../lib/resources/transaction';
import '../../features/admin/i18n';
import '../../features/payments/i18n';

const SIZE = 10;
const oneOf = <T extends number>(values: readonly T[], v: string | null) =>
  values.find((x) => v !== null && /^\d+$/.test(v) && x === Number(v));

/** The filters live in the address; days are Cairo days, the range running to the end of the last one. */
function filtersFrom(params: URLSearchParams): Omit<TransactionFilters, 'page' | 'size'> {
  return {
    search: params.get('q')?.trim() || undefined,
    status: oneOf(paymentStatuses, params.get('status')),
    method: oneOf(paymentMethods, params.get('method')),
    ...dayRange(params),
  };
}

/** /admin/payments: every student's payments, found by name or email, status, method and day; refunded from the list. */
export default function AdminPayments() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { params, change, clear, page, size, pager } = useListFilters(SIZE);
  const filters: TransactionFilters = { page, size, ...filtersFrom(params) };
  const admin = isAdmin(user?.role);
  const payments = useAdminPayments(filters, admin);
  const [search, setSearch] = useState(params.get('q') ?? '');

  const submitSearch = (e: FormEvent) => (e.preventDefault(), change({ q: search.trim() || undefined }));

  return (
    <AdminPage
      admin={admin}
      title={t('admin.payments.title')}
      subtitle={t('admin.payments.subtitle')}
      total={{ key: 'admin.payments.total', count: payments.data?.total, testId: 'payments-total' }}
    >
      <div className="card grid gap-4 p-4">
        <form role="search" onSubmit={submitSearch} className="grid grid-cols-[1fr_auto] items-end gap-3">
          <FilterSearch label={t('admin.payments.filters.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
          <button type="submit" className="btn-primary">
            {t('admin.payments.filters.submit')}
          </button>
        </form>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect
            label={t('admin.payments.filters.status')}
            value={filters.status ?? ''}
            onChange={(e) => change({ status: e.target.value })}
          >
            <option value="">{t('admin.common.all')}</option>
            {paymentStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`payments.status.${statusLabel(s).key}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('admin.payments.filters.method')}
            value={filters.method ?? ''}
            onChange={(e) => change({ method: e.target.value })}
          >
            <option value="">{t('admin.common.all')}</option>
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {t(`payments.methods.${METHOD_KEYS[m] ?? 'card'}`)}
              </option>
            ))}
          </FilterSelect>
          <DayRange params={params} onChange={change} labels={{ from: 'admin.payments.filters.from', to: 'admin.payments.filters.to' }} />
        </div>
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-500">
          {t('admin.payments.cairo')}
          <button type="button" className="font-600 text-brand-700 underline" onClick={() => (setSearch(''), clear())}>
            {t('admin.payments.filters.clear')}
          </button>
        </p>
      </div>
      <PagedTable query={payments} error={t('admin.payments.error')} empty={t('admin.payments.empty')} pager={pager}>
        {(list) => <TransactionsTable transactions={list} admin student />}
      </PagedTable>
    </AdminPage>
  );
}
