import type { InvoiceView } from '@kalam/core/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDate, formatMoney } from '../../../lib/format';
import { InvoiceNote } from './invoice-note';
import { ReceiverDetails } from './receiver-details';
import { InvoiceStatusBadge } from './status-badge';
import '../i18n';

/**
 * Withdrawal requests, one a row: date, the tutor who asked (where `withTutor`), amount, method and receiver, status
 * and note, then the row's `actions`. The tutor's own list and the admins' list differ only in those two.
 */
export function InvoiceTable({
  invoices,
  caption,
  testId,
  withTutor = false,
  actions,
}: {
  invoices: InvoiceView[];
  caption: string;
  testId: string;
  withTutor?: boolean;
  actions: (invoice: InvoiceView) => ReactNode;
}) {
  const { t } = useTranslation();
  const columns = withTutor
    ? (['date', 'tutor', 'amount', 'method', 'status', 'note'] as const)
    : (['date', 'amount', 'method', 'status', 'note'] as const);
  const label = (c: (typeof columns)[number]) => (c === 'tutor' ? t('admin.invoices.columns.tutor') : t(`invoices.columns.${c}`));
  return (
    <table className={TABLE} data-testid={testId}>
      <TableHead caption={caption} labels={columns.map(label)} actions={t('invoices.columns.actions')} />
      <tbody className={BODY}>
        {invoices.map((invoice) => (
          <tr key={invoice.id} className={ROW} data-testid="invoice-row">
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('date')}>
              {formatDate(invoice.createdAt)}
            </td>
            {withTutor && (
              <td className={`${CELL} font-600 md:whitespace-nowrap`} data-label={label('tutor')}>
                {invoice.tutor.displayName}
              </td>
            )}
            <td className={`${CELL} font-700`} data-label={label('amount')}>
              {formatMoney(invoice.amount)}
            </td>
            <td className={CELL} data-label={label('method')}>
              <ReceiverDetails invoice={invoice} />
            </td>
            <td className={CELL} data-label={label('status')}>
              <InvoiceStatusBadge status={invoice.status} />
            </td>
            {/* the tutor's column leaves the note less room */}
            <td className={`${CELL} ${withTutor ? 'md:max-w-56' : 'md:max-w-64'}`} data-label={label('note')}>
              {invoice.note ? <InvoiceNote html={invoice.note} /> : '—'}
            </td>
            <td className={ACTIONS_CELL}>{actions(invoice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
