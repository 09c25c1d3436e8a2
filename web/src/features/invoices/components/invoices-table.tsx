import type { InvoiceView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { isChangeableByTutor } from '../lib/labels';
import { CancelRequest } from './cancel-request';
import { InvoiceNote } from './invoice-note';
import { ReceiptButton } from './receipt-button';
import { ReceiverDetails } from './receiver-details';
import { InvoiceStatusBadge } from './status-badge';
import '../i18n';

// One table: rows on desktop, and on phones each row a card whose cells carry their column name.
export const CELL = 'flex items-baseline justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-top before:shrink-0 before:text-sm before:text-gray-500 before:content-[attr(data-label)] md:before:content-none';
export const ROW = 'card block p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-gray-100 md:p-0 md:shadow-none';
export const TABLE = 'block w-full text-start md:table md:border-collapse';
export const BODY = 'block space-y-3 md:table-row-group md:space-y-0';

/** Caption and column headings (hidden on phones, where each cell names its column); the last column holds actions. */
export function InvoiceTableHead({ caption, labels }: { caption: string; labels: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only md:table-header-group">
        <tr className="border-b border-gray-200 text-sm text-gray-500">
          {labels.map((l) => <th key={l} scope="col" className="px-3 py-2 text-start font-600">{l}</th>)}
          <th scope="col" className="px-3 py-2"><span className="sr-only">{t('invoices.columns.actions')}</span></th>
        </tr>
      </thead>
    </>
  );
}

/** The tutor's requests: date, amount, method and receiver, status, note; edit and cancel while pending, the receipt once paid. */
export function InvoicesTable({ invoices, onEdit }: { invoices: InvoiceView[]; onEdit: (invoice: InvoiceView) => void }) {
  const { t } = useTranslation();
  const columns = ['date', 'amount', 'method', 'status', 'note'] as const;
  const label = (c: (typeof columns)[number]) => t(`invoices.columns.${c}`);
  return (
    <table className={TABLE} data-testid="invoices">
      <InvoiceTableHead caption={t('invoices.history')} labels={columns.map(label)} />
      <tbody className={BODY}>
        {invoices.map((invoice) => (
          <tr key={invoice.id} className={ROW} data-testid="invoice-row">
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('date')}>{formatDate(invoice.createdAt)}</td>
            <td className={`${CELL} font-700`} data-label={label('amount')}>{formatMoney(invoice.amount)}</td>
            <td className={CELL} data-label={label('method')}><ReceiverDetails invoice={invoice} /></td>
            <td className={CELL} data-label={label('status')}><InvoiceStatusBadge status={invoice.status} /></td>
            <td className={`${CELL} md:max-w-64`} data-label={label('note')}>{invoice.note ? <InvoiceNote html={invoice.note} /> : '—'}</td>
            <td className="flex flex-wrap gap-2 pt-2 md:table-cell md:px-3 md:py-3 md:align-top">
              {isChangeableByTutor(invoice) && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => onEdit(invoice)}>{t('invoices.edit')}</button>
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
