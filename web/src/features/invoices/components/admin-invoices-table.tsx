import type { InvoiceView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDate, formatMoney } from '../../../lib/format';
import { InvoiceNote } from './invoice-note';
import { ReceiptButton } from './receipt-button';
import { ReceiverDetails } from './receiver-details';
import { InvoiceStatusBadge } from './status-badge';
import '../i18n';

/** Every tutor's requests for admins, each with a way to process it (cancelling with a reason, never deleting) and its receipt. */
export function AdminInvoicesTable({ invoices, onProcess }: { invoices: InvoiceView[]; onProcess: (invoice: InvoiceView) => void }) {
  const { t } = useTranslation();
  const columns = ['date', 'tutor', 'amount', 'method', 'status', 'note'] as const;
  const label = (c: (typeof columns)[number]) => (c === 'tutor' ? t('admin.invoices.columns.tutor') : t(`invoices.columns.${c}`));
  return (
    <table className={TABLE} data-testid="admin-invoices">
      <TableHead caption={t('admin.invoices.title')} labels={columns.map(label)} actions={t('invoices.columns.actions')} />
      <tbody className={BODY}>
        {invoices.map((invoice) => (
          <tr key={invoice.id} className={ROW} data-testid="invoice-row">
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('date')}>
              {formatDate(invoice.createdAt)}
            </td>
            <td className={`${CELL} font-600 md:whitespace-nowrap`} data-label={label('tutor')}>
              {invoice.tutor.displayName}
            </td>
            <td className={`${CELL} font-700`} data-label={label('amount')}>
              {formatMoney(invoice.amount)}
            </td>
            <td className={CELL} data-label={label('method')}>
              <ReceiverDetails invoice={invoice} />
            </td>
            <td className={CELL} data-label={label('status')}>
              <InvoiceStatusBadge status={invoice.status} />
            </td>
            <td className={`${CELL} md:max-w-56`} data-label={label('note')}>
              {invoice.note ? <InvoiceNote html={invoice.note} /> : '—'}
            </td>
            <td className={ACTIONS_CELL}>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => onProcess(invoice)}>
                  {t('admin.invoices.process.button')}
                </button>
                {invoice.receipt && <ReceiptButton path={invoice.receipt} />}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
