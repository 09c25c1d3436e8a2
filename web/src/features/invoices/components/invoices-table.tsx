import type { InvoiceView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDate, formatMoney } from '../../../lib/format';
import { isChangeableByTutor } from '../lib/labels';
import { CancelRequest } from './cancel-request';
import { InvoiceNote } from './invoice-note';
import { ReceiptButton } from './receipt-button';
import { ReceiverDetails } from './receiver-details';
import { InvoiceStatusBadge } from './status-badge';
import '../i18n';

/** The tutor's requests: date, amount, method and receiver, status, note; edit and cancel while pending, the receipt once paid. */
export function InvoicesTable({ invoices, onEdit }: { invoices: InvoiceView[]; onEdit: (invoice: InvoiceView) => void }) {
  const { t } = useTranslation();
  const columns = ['date', 'amount', 'method', 'status', 'note'] as const;
  const label = (c: (typeof columns)[number]) => t(`invoices.columns.${c}`);
  return (
    <table className={TABLE} data-testid="invoices">
      <TableHead caption={t('invoices.history')} labels={columns.map(label)} actions={t('invoices.columns.actions')} />
      <tbody className={BODY}>
        {invoices.map((invoice) => (
          <tr key={invoice.id} className={ROW} data-testid="invoice-row">
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('date')}>
              {formatDate(invoice.createdAt)}
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
            <td className={`${CELL} md:max-w-64`} data-label={label('note')}>
              {invoice.note ? <InvoiceNote html={invoice.note} /> : '—'}
            </td>
            <td className={ACTIONS_CELL}>
              {isChangeableByTutor(invoice) && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => onEdit(invoice)}>
                    {t('invoices.edit')}
                  </button>
                  <CancelRequest invoice={invoice} />
                </div>
              )}
              {invoice.receipt && <ReceiptButton path={invoice.receipt} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
