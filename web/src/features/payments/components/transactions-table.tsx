import type { TransactionView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDate, formatMoney } from '../../../lib/format';
import { isCancelable, METHOD_KEYS, PERIOD_KEYS } from '../lib/labels';
import { CancelOrder } from './cancel-order';
import { CopyReference } from './copy-reference';
import { RefundPayment } from './refund-payment';
import { StatusBadge } from './status-badge';
import '../i18n';

/** The student's payments: date, plan and period, method, amount, discount and coupon, status, reference number; admins refund from it. */
export function TransactionsTable({ transactions, admin = false }: { transactions: TransactionView[]; admin?: boolean }) {
  const { t } = useTranslation();
  const columns = ['date', 'plan', 'method', 'amount', 'discount', 'status', 'reference'] as const;
  const label = (c: (typeof columns)[number]) => t(`payments.columns.${c}`);
  return (
    <table className={TABLE} data-testid="transactions">
      <TableHead caption={t('payments.history')} labels={columns.map(label)} actions={t('payments.columns.actions')} />
      <tbody className={BODY}>
        {transactions.map((tx) => (
          <tr key={tx.id} className={ROW} data-testid="transaction">
            <td className={CELL} data-label={label('date')}>
              {formatDate(tx.paidAt ?? tx.createdAt)}
            </td>
            <td className={CELL} data-label={label('plan')}>
              <span className="font-600">
                {tx.plan.nameAr} — {t(`pricing.periods.${PERIOD_KEYS[tx.period] ?? 'month'}`)}
              </span>
            </td>
            <td className={CELL} data-label={label('method')}>
              {t(`payments.methods.${METHOD_KEYS[tx.method] ?? 'card'}`)}
              {tx.installmentMonths ? (
                <span className="ms-1 text-sm text-gray-500">({t('checkout.installments.months', { count: tx.installmentMonths })})</span>
              ) : null}
            </td>
            <td className={`${CELL} font-700`} data-label={label('amount')}>
              {formatMoney(tx.amount)}
            </td>
            <td className={CELL} data-label={label('discount')}>
              {tx.discount > 0 ? formatMoney(tx.discount) : '—'}
              {tx.couponCode && (
                <span className="ms-1 rounded bg-gray-100 px-1.5 text-xs text-gray-700" dir="ltr">
                  {tx.couponCode}
                </span>
              )}
            </td>
            <td className={CELL} data-label={label('status')}>
              <StatusBadge status={tx.status} />
            </td>
            <td className={CELL} data-label={label('reference')}>
              {tx.referenceNumber ? (
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span className="font-600 tracking-wider" dir="ltr">
                    {tx.referenceNumber}
                  </span>
                  <CopyReference number={tx.referenceNumber} />
                </span>
              ) : (
                '—'
              )}
            </td>
            <td className="block pt-2 md:table-cell md:px-3 md:py-3 md:align-top">
              {isCancelable(tx) && <CancelOrder transactionId={tx.id} />}
              {admin && <RefundPayment tx={tx} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
