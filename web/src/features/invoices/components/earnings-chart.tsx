import type { InvoiceStats } from '@kalam/core/api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, monthLabel, weekLabel } from '../../../components/bar-chart';
import { formatMoney } from '../../../lib/format';
import '../i18n';

type Period = 'weekly' | 'monthly';

/** Earnings of fulfilled lessons per week or month, as bars; the figures are also listed for screen readers. */
export function EarningsChart({ stats }: { stats: InvoiceStats }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('weekly');
  const points = useMemo(
    () => stats[period].map((p) => ({ label: (period === 'weekly' ? weekLabel : monthLabel)(p.start), earned: p.earned })),
    [stats, period],
  );
  const total = points.reduce((sum, p) => sum + p.earned, 0);
  const labels = useMemo(() => points.map((p) => p.label), [points]);
  const values = useMemo(() => points.map((p) => p.earned), [points]);

  return (
    <section className="card p-5" aria-labelledby="earnings-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="earnings-title" className="text-xl font-700 text-brand-900">
          {t('invoices.chart.title')}
        </h2>
        <div role="group" aria-label={t('invoices.chart.period')} className="inline-flex rounded-xl border border-gray-300 p-1">
          {(['weekly', 'monthly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={`rounded-lg px-4 py-1.5 text-sm font-600 ${period === p ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100'}`}
            >
              {t(`invoices.chart.${p}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-gray-600" data-testid="earnings-total">
        {t(`invoices.chart.total.${period}`, { amount: formatMoney(total) })}
      </p>
      <BarChart
        labels={labels}
        values={values}
        series={t('invoices.chart.earned')}
        tick={formatMoney}
        tip={formatMoney}
        label={t(`invoices.chart.total.${period}`, { amount: formatMoney(total) })}
      />
      <ul className="sr-only">
        {points.map((p) => (
          <li key={p.label}>{`${p.label}: ${formatMoney(p.earned)}`}</li>
        ))}
      </ul>
    </section>
  );
}
