import { BOUNDS } from '@kalam/core/constants';
import { paymentMethods, paymentStatuses } from '@kalam/core/enums';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useAdminPayments } from '../../features/admin/api/list-payments';
import { AdminPage } from '../../features/admin/components/admin-page';
import { DayRange } from '../../features/admin/components/day-range';
import { dayRange, useListFilters } from '../../features/admin/lib/list-filters';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { TransactionsTable } from '../../features/payments/components/transactions-table';
import { METHOD_KEYS, statusLabel } from '../../features/payments/lib/labels';
import { formatNumber } from '../../lib/format';
import type { TransactionFilters } from '../../lib/resources/transaction';
import { usePageSize } from '../../lib/use-page-size';
import '../../features/admin/i18n';
import '../../features/payments/i18n';

const SIZE = 10;
const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const oneOf = <T extends number>(values: readonly T[], v: string | null) =>
  values.find((x) => v !== null && /^\d+$/.test(v) && x === Number(v));

/** The filters live in the address; days are Cairo days, the range running to the end of the last one. */
function filtersFrom(params: URLSearchParams, chosenSize: number): TransactionFilters {
  return {
    page: positive(params.get('page')) ?? 1,
    size: Math.min(positive(params.get('size')) ?? chosenSize, BOUNDS.pageSize.max),
    search: params.get('q')?.trim() || undefined,
    status: oneOf(paymentStatuses, params.get('status')),
    method: oneOf(paymentMethods, params.get('method')),
    ...dayRange(params),
  };
}

/** /admin/payments: every student's payments, found by name or email, status, method and day; refunded from the list. */
export default function AdminPayments() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const { params, change, clear } = useListFilters();
  const [pageSize, setPageSize] = usePageSize(SIZE);
  const filters = filtersFrom(params, pageSize);
  const admin = isAdmin(user?.role);
  const payments = useAdminPayments(filters, admin);
  const [search, setSearch] = useState(params.get('q') ?? '');

  const submitSearch = (e: FormEvent) => (e.preventDefault(), change({ q: search.trim() || undefined }));
  const input = 'input py-2';
  const labelClass = 'flex flex-col gap-1 text-sm font-600 text-gray-700';

  return (
    <AdminPage
      admin={admin}
      title={t('admin.payments.title')}
      subtitle={t('admin.payments.subtitle')}
      total={
        payments.data && {
          text: t('admin.payments.total', { count: payments.data.total, total: formatNumber(payments.data.total) }),
          testId: 'payments-total',
        }
      }
    >
      <div className="card grid gap-4 p-4">
        <form role="search" onSubmit={submitSearch} className="grid grid-cols-[1fr_auto] items-end gap-3">
          <label className={labelClass} htmlFor={`${id}-q`}>
            {t('admin.payments.filters.search')}
            <input
              id={`${id}-q`}
              type="search"
              className={input}
              value={search}
              maxLength={BOUNDS.search.max}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <button type="submit" className="btn-primary">
            {t('admin.payments.filters.submit')}
          </button>
        </form>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <label className={labelClass} htmlFor={`${id}-status`}>
            {t('admin.payments.filters.status')}
            <select id={`${id}-status`} className={input} value={filters.status ?? ''} onChange={(e) => change({ status: e.target.value })}>
              <option value="">{t('admin.common.all')}</option>
              {paymentStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`payments.status.${statusLabel(s).key}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass} htmlFor={`${id}-method`}>
            {t('admin.payments.filters.method')}
            <select id={`${id}-method`} className={input} value={filters.method ?? ''} onChange={(e) => change({ method: e.target.value })}>
              <option value="">{t('admin.common.all')}</option>
              {paymentMethods.map((m) => (
                <option key={m} value={m}>
                  {t(`payments.methods.${METHOD_KEYS[m] ?? 'card'}`)}
                </option>
              ))}
            </select>
          </label>
          <DayRange params={params} onChange={change} labels={{ from: 'admin.payments.filters.from', to: 'admin.payments.filters.to' }} />
        </div>
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-500">
          {t('admin.payments.cairo')}
          <button type="button" className="font-600 text-brand-700 underline" onClick={() => (setSearch(''), clear())}>
            {t('admin.payments.filters.clear')}
          </button>
        </p>
      </div>
      <QueryState query={payments} error={t('admin.payments.error')} empty={({ total }) => total === 0 && t('admin.payments.empty')}>
        {({ list, total }) => (
          <div>
            <div className="relative md:card md:overflow-x-auto">
              <TransactionsTable transactions={list} admin student />
            </div>
            <Pagination
              page={filters.page}
              size={filters.size}
              total={total}
              onPage={(page) => change({}, page)}
              onSize={(size) => (setPageSize(size), change({ size: undefined }))}
            />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
