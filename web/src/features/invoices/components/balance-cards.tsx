import type { InvoiceStats } from '@kalam/core/api';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import '../i18n';

const CARDS = [
  ['earned', 'text-brand-900'],
  ['withdrawn', 'text-gray-900'],
  ['pending', 'text-amber-800'],
  ['available', 'text-green-800'],
] as const;

/** Total earned, withdrawn, pending and available, each a labelled group. */
export function BalanceCards({ stats }: { stats: InvoiceStats | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-label={t('invoices.balance.title')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(([key, tone]) => (
        <div
          key={key}
          role="group"
          aria-labelledby={`${id}-${key}`}
          className={`card p-4 ${key === 'available' ? 'border-green-300 bg-green-50' : ''}`}
        >
          <p id={`${id}-${key}`} className="text-sm text-gray-600">
            {t(`invoices.balance.${key}`)}
          </p>
          <p className={`mt-1 text-xl font-700 md:text-2xl ${tone}`} data-testid={`balance-${key}`}>
            {stats ? formatMoney(stats[key]) : '…'}
          </p>
        </div>
      ))}
    </section>
  );
}
