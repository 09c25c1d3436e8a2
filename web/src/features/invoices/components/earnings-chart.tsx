import type { InvoiceStats } from '@kalam/core/api';
import { LOCALE, TIME_ZONE } from '@kalam/core/constants';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import '../i18n';

// Only what a bar chart needs, so the rest of Chart.js is shaken out of this route's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = "'Cairo', system-ui, sans-serif";

type Period = 'weekly' | 'monthly';
const weekLabel = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });
const monthLabel = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short', year: 'numeric' });

/** Earnings of fulfilled lessons per week or month, as bars; the figures are also listed for screen readers. */
export function EarningsChart({ stats }: { stats: InvoiceStats }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('weekly');
  const canvas = useRef<HTMLCanvasElement>(null);
  const points = useMemo(
    () => stats[period].map((p) => ({ label: (period === 'weekly' ? weekLabel : monthLabel).format(p.start), earned: p.earned })),
    [stats, period],
  );
  const total = points.reduce((sum, p) => sum + p.earned, 0);

  useEffect(() => {
    const el = canvas.current;
    // no 2D context (old browsers, tests): the list below still carries every figure
    if (!el || typeof el.getContext !== 'function' || !el.getContext('2d')) return;
    const chart = new Chart(el, {
      type: 'bar',
      data: {
        labels: points.map((p) => p.label),
        datasets: [
          {
            label: t('invoices.chart.earned'),
            data: points.map((p) => p.earned),
            backgroundColor: '#0d9488',
            hoverBackgroundColor: '#0f766e',
            borderRadius: 6,
            maxBarThickness: 36,
          },
        ],
      },
      options: {
        locale: LOCALE,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          // oldest on the right, as Arabic reads
          x: { reverse: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true } },
          y: { position: 'right', beginAtZero: true, ticks: { callback: (v) => formatMoney(Number(v)), maxTicksLimit: 6 } },
        },
        plugins: {
          tooltip: { rtl: true, textDirection: 'rtl', displayColors: false, callbacks: { label: (c) => formatMoney(c.parsed.y ?? 0) } },
        },
      },
    });
    return () => chart.destroy();
  }, [points, t]);

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
      <div className="relative mt-4 h-64">
        <canvas ref={canvas} role="img" aria-label={t(`invoices.chart.total.${period}`, { amount: formatMoney(total) })} />
      </div>
      <ul className="sr-only">
        {points.map((p) => (
          <li key={p.label}>{`${p.label}: ${formatMoney(p.earned)}`}</li>
        ))}
      </ul>
    </section>
  );
}
