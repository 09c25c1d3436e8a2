import type { TransactionView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { isCancelable, METHOD_KEYS, PERIOD_KEYS } from '../lib/labels';
import { CancelOrder } from './cancel-order';
import { RefundPayment } from './refund-payment';
import { StatusBadge } from './status-badge';
import '../i18n';

// One table: rows on desktop, and on phones each row a card whose cells carry their column name.
const CELL = 'flex items-baseline justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-top before:text-sm before:text-gray-500 before:content-[attr(data-label)] md:before:content-none';

/** The student's payments: date, plan and period, method, amount, discount and coupon, status, reference number; admins refund from it. */
export function TransactionsTable({ transactions, admin = false }: { transactions: TransactionView[]; admin?: boolean }) {
  const { t } = useTranslation();
  const columns = ['date', 'plan', 'method', 'amount', 'discount', 'status', 'reference'] as const;
  const label = (c: (typeof columns)[number]) => t(`payments.columns.${c}`);
  return (
    <table className="block w-full text-start md:table md:border-collapse" data-testid="transactions">
      <caption className="sr-only">{t('payments.history')}</caption>
      <thead className="max-md:sr-only md:table-header-group">
        <tr className="border-b border-gray-200 text-sm text-gray-500">
          {columns.map((c) => <th key={c} scope="col" className="px-3 py-2 text-start font-600">{label(c)}</th>)}
          <th scope="col" className="px-3 py-2"><span className="sr-only">{t('payments.columns.actions')}</span></th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {transactions.map((tx) => (
          <tr key={tx.id} className="card block p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-gray-100 md:p-0 md:shadow-none" data-testid="transaction">
            <td className={CELL} data-label={label('date')}>{formatDate(tx.paidAt ?? tx.createdAt)}</td>
            <td className={CELL} data-label={label('plan')}>
              <span className="font-600">{t(`pricing.aliases.${tx.plan.alias}`, { defaultValue: tx.plan.alias })} — {t(`pricing.periods.${PERIOD_KEYS[tx.period] ?? 'month'}`)}</span>
            </td>
            <td className={CELL} data-label={label('method')}>
              {t(`payments.methods.${METHOD_KEYS[tx.method] ?? 'card'}`)}
              {tx.installmentMonths ? <span className="ms-1 text-sm text-gray-500">({t('checkout.installments.months', { count: tx.installmentMonths })})</span> : null}
            </td>
            <td className={`${CELL} font-700`} data-label={label('amount')}>{formatMoney(tx.amount)}</td>
            <td className={CELL} data-label={label('discount')}>
              {tx.discount > 0 ? formatMoney(tx.discount) : '—'}
              {tx.couponCode && <span className="ms-1 rounded bg-gray-100 px-1.5 text-xs text-gray-700" dir="ltr">{tx.couponCode}</span>}
            </td>
            <td className={CELL} data-label={label('status')}><StatusBadge status={tx.status} /></td>
            <td className={CELL} data-label={label('reference')}>
              {tx.referenceNumber ? <span className="font-600 tracking-wider" dir="ltr">{tx.referenceNumber}</span> : '—'}
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
