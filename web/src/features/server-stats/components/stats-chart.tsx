import { LOCALE } from '@kalam/core/constants';
import { Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, userTimeZone } from '../../../lib/format';
import { SERVER_STATS_WINDOW_MS, type ServerStatsReading } from '../hooks/use-server-stats';
import '../i18n';

// Only what a line chart needs, so the rest of Chart.js is shaken out of this route's chunk.
Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = "'Cairo', system-ui, sans-serif";

type Point = { x: number; y: number };
const clock = new Intl.DateTimeFormat(LOCALE, { timeZone: userTimeZone(), hour: 'numeric', minute: '2-digit' });
const clockWithSeconds = new Intl.DateTimeFormat(LOCALE, {
  timeZone: userTimeZone(),
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** Requests and errors per minute over the last five minutes, redrawn in place as readings arrive. */
export default function StatsChart({ readings }: { readings: ServerStatsReading[] }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'line', Point[]> | null>(null);
  const latest = readings[readings.length - 1];

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  useEffect(() => {
    const el = canvas.current;
    // no 2D context (old browsers, tests): the cards above still carry the figures
    if (!chart.current && el && typeof el.getContext === 'function' && el.getContext('2d')) {
      chart.current = new Chart<'line', Point[]>(el, {
        type: 'line',
        data: {
          datasets: [
            {
              label: t('admin.serverStats.chart.requests'),
              data: [],
              borderColor: '#0d9488',
              backgroundColor: '#0d9488',
              pointRadius: 0,
              cubicInterpolationMode: 'monotone',
            },
            {
              label: t('admin.serverStats.chart.errors'),
              data: [],
              borderColor: '#dc2626',
              backgroundColor: '#dc2626',
              pointRadius: 0,
              cubicInterpolationMode: 'monotone',
              yAxisID: 'errors',
            },
          ],
        },
        options: {
          locale: LOCALE,
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            // oldest on the right, as Arabic reads
            x: {
              type: 'linear',
              reverse: true,
              grid: { display: false },
              ticks: { stepSize: 60_000, maxRotation: 0, callback: (v) => clock.format(Number(v)) },
            },
            y: {
              position: 'right',
              beginAtZero: true,
              ticks: { color: '#0f766e', precision: 0, maxTicksLimit: 6, callback: (v) => formatNumber(Number(v)) },
            },
            // errors are a sliver of requests: their own scale keeps them visible
            errors: {
              position: 'left',
              beginAtZero: true,
              suggestedMax: 5,
              grid: { display: false },
              ticks: { color: '#b91c1c', precision: 0, maxTicksLimit: 6, callback: (v) => formatNumber(Number(v)) },
            },
          },
          plugins: {
            legend: { rtl: true, textDirection: 'rtl', labels: { boxWidth: 12 } },
            tooltip: {
              rtl: true,
              textDirection: 'rtl',
              callbacks: {
                title: (items) => (items[0] ? clockWithSeconds.format(items[0].parsed.x ?? 0) : ''),
                label: (c) => `${c.dataset.label ?? ''}: ${formatNumber(c.parsed.y ?? 0)}`,
              },
            },
          },
        },
      });
    }
    const c = chart.current;
    if (!c) return;
    const newest = readings[readings.length - 1]?.at ?? Date.now();
    const [requests, errors] = c.data.datasets;
    if (requests) requests.data = readings.map((r) => ({ x: r.at, y: r.requestsPerMinute }));
    if (errors) errors.data = readings.map((r) => ({ x: r.at, y: r.errorsPerMinute }));
    const x = c.options.scales?.x;
    if (x) Object.assign(x, { min: newest - SERVER_STATS_WINDOW_MS, max: newest });
    c.update('none');
  }, [readings, t]);

  const summary = latest
    ? t('admin.serverStats.chart.summary', {
        requests: formatNumber(latest.requestsPerMinute),
        errors: formatNumber(latest.errorsPerMinute),
      })
    : '';
  return (
    <section className="card p-5" aria-labelledby="server-stats-chart-title">
      <h2 id="server-stats-chart-title" className="text-xl font-700 text-brand-900">
        {t('admin.serverStats.chart.title')}
      </h2>
      <div className="relative mt-4 h-72 overflow-hidden">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
    </section>
  );
}
