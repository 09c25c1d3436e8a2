import type { TransactionView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDate, formatMoney } from '../../../lib/format';
import { isCancelable, METHOD_KEYS, PERIOD_KEYS } from '../lib/labels';
import { CancelOrder } from './cancel-order';
import { CopyReference } from './copy-reference';
import { RefundPayment } from './refund-payment';
import { StatusBadge } from './status-badge';
import '../i18n';

const COLUMNS = ['student', 'date', 'plan', 'method', 'amount', 'discount', 'coupon', 'refunded', 'status', 'reference'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Payments: date, plan and period, method, amount, discount, coupon, refunded, status, reference number; admins refund
 * from it, and the admin's list of everyone's payments names the student too.
 */
export function TransactionsTable({
  transactions,
  admin = false,
  student = false,
}: {
  transactions: TransactionView[];
  admin?: boolean;
  student?: boolean;
}) {
  const { t } = useTranslation();
  const columns = COLUMNS.filter((c) => c !== 'student' || student);
  const label = (c: Column) => t(`payments.columns.${c}`);
  return (
    <table className={TABLE} data-testid="transactions">
      <TableHead caption={t('payments.history')} labels={columns.map(label)} actions={t('payments.columns.actions')} />
      <tbody className={BODY}>
        {transactions.map((tx) => (
          <tr key={tx.id} className={ROW} data-testid="transaction">
            {student && (
              <td className={`${CELL} md:whitespace-nowrap`} data-label={label('student')}>
                <span className="grid min-w-0 text-end md:text-start">
                  <Link className="font-700 text-brand-700 hover:underline" to={`/admin/user/${tx.student.id}`}>
                    {tx.student.name}
                  </Link>
                  <span className="break-all text-sm text-gray-500 md:break-normal" dir="ltr">
                    {tx.student.email}
                  </span>
                </span>
              </td>
            )}
            <td className={`${CELL} md:whitespace-nowrap`} data-label={label('date')}>
              {formatDate(tx.paidAt ?? tx.createdAt)}
            </td>
            <td className={CELL} data-label={label('plan')}>
              <span className="font-600 md:whitespace-nowrap">
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
            </td>
            <td className={CELL} data-label={label('coupon')}>
              {tx.couponCode ? (
                <span className="rounded bg-gray-100 px-1.5 text-sm text-gray-700" dir="ltr" translate="no">
                  {tx.couponCode}
                </span>
              ) : (
                '—'
              )}
            </td>
            <td className={CELL} data-label={label('refunded')}>
              {tx.refundedAmount > 0 ? <span className="font-600 text-red-700">{formatMoney(tx.refundedAmount)}</span> : '—'}
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
