import type { InvoiceView } from '@kalam/core/api';
import { invoiceStatuses, Role, withdrawMethodTypes } from '@kalam/core/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { PersonPicker } from '../../features/admin/components/person-picker';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useInvoices } from '../../features/invoices/api/list-invoices';
import { AdminInvoicesTable } from '../../features/invoices/components/admin-invoices-table';
import { ProcessDialog } from '../../features/invoices/components/process-dialog';
import { useChannel } from '../../lib/channel';
import { formatNumber } from '../../lib/format';
import { invoiceKeys } from '../../lib/resources/invoice';
import { usePaging } from '../../lib/use-paging';
import '../../features/invoices/i18n';

const ADMINS: number[] = [Role.SuperAdmin, Role.RegularAdmin];

/** Admins: every withdrawal request, filtered by status and method, processed one at a time. */
export default function AdminInvoices() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const admin = Boolean(user && ADMINS.includes(user.role));
  // filters live in the address, so the overview's "pending" figure opens this list filtered
  const [params, setParams] = useSearchParams();
  const filters = { status: params.get('status') ?? '', method: params.get('method') ?? '', userId: params.get('userId') ?? '' };
  const tutorId = /^\d+$/.test(filters.userId) ? Number(filters.userId) : undefined;
  const [processing, setProcessing] = useState<InvoiceView | null>(null);
  const { page, size, pager } = usePaging(10, filters);
  const invoices = useInvoices(
    {
      page,
      size,
      status: invoiceStatuses.find((s) => s === filters.status),
      method: withdrawMethodTypes.find((m) => m === filters.method),
      userId: tutorId,
    },
    admin,
  );
  const client = useQueryClient();
  // requests made or changed by tutors (and other admins) show up while the page is open
  useChannel(
    'admin-invoices',
    (event) => {
      if (event.type === 'invoice-updated') void client.invalidateQueries({ queryKey: invoiceKeys.all });
    },
    admin,
  );
  const filter = (key: keyof typeof filters) => (e: { target: { value: string } }) => {
    const next = new URLSearchParams(params);
    if (e.target.value) next.set(key, e.target.value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  if (!admin) {
    return (
      <section className="p-6 md:p-10" data-testid="admins-only">
        <h1 className="text-2xl font-700 text-brand-900">{t('admin.invoices.title')}</h1>
        <p className="mt-3 text-gray-600">{t('admin.invoices.adminsOnly')}</p>
      </section>
    );
  }
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 md:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-700 text-brand-900 md:text-3xl">{t('admin.invoices.title')}</h1>
          <p className="mt-1 text-gray-600">
            {t('admin.invoices.subtitle')}
            {invoices.data && (
              <span className="ms-2 font-600" data-testid="invoices-total">
                {t('admin.invoices.total', { total: formatNumber(invoices.data.total) })}
              </span>
            )}
          </p>
        </div>
        <div className="grid w-full grid-cols-2 gap-3 lg:w-auto lg:grid-cols-[16rem_auto_auto]">
          <div className="col-span-2 lg:col-span-1">
            <PersonPicker
              label={t('admin.invoices.filters.tutor')}
              role={Role.Tutor}
              value={tutorId}
              onChange={(picked) => filter('userId')({ target: { value: picked ? String(picked) : '' } })}
            />
          </div>
          <label className="flex flex-col gap-1 text-sm font-600 text-gray-700" htmlFor={`${id}-status`}>
            {t('admin.invoices.filters.status')}
            <select id={`${id}-status`} className="input py-2" value={filters.status} onChange={filter('status')}>
              <option value="">{t('admin.invoices.filters.all')}</option>
              {invoiceStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`invoices.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-600 text-gray-700" htmlFor={`${id}-method`}>
            {t('admin.invoices.filters.method')}
            <select id={`${id}-method`} className="input py-2" value={filters.method} onChange={filter('method')}>
              <option value="">{t('admin.invoices.filters.all')}</option>
              {withdrawMethodTypes.map((m) => (
                <option key={m} value={m}>
                  {t(`invoices.methods.${m}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      <QueryState query={invoices} error={t('invoices.error')} empty={({ total }) => total === 0 && t('admin.invoices.empty')}>
        {({ list, total }) => (
          <div>
            <div className="relative md:card md:overflow-x-auto">
              <AdminInvoicesTable invoices={list} onProcess={setProcessing} />
            </div>
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
      {processing && <ProcessDialog key={processing.id} invoice={processing} onClose={() => setProcessing(null)} />}
    </section>
  );
}
