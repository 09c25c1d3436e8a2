import { LOCALE } from '@kalam/core/constants';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what a bar chart needs, so the rest of Chart.js is shaken out of the chunks that draw one.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = "'Cairo', system-ui, sans-serif";

export interface BarChartProps {
  /** oldest first; drawn from the right, as Arabic reads */
  labels: string[];
  values: number[];
  /** the series' name, and how a value reads on the axis and in the tooltip */
  series: string;
  tick: (value: number) => string;
  tip: (value: number) => string;
  /** what the chart says, for screen readers (list the figures beside it too) */
  label: string;
  className?: string;
}

/** One series of bars, right to left with its axis on the right, in the app's colours (Chart.js: load through `BarChart`). */
export default function BarChartCanvas({ labels, values, series, tick, tip, label, className = 'h-64' }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    // no 2D context (old browsers, tests): the figures listed beside the chart still carry everything
    if (!el || typeof el.getContext !== 'function' || !el.getContext('2d')) return;
    const chart = new Chart(el, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: series,
            data: values,
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
          x: { reverse: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true } },
          y: { position: 'right', beginAtZero: true, ticks: { callback: (v) => tick(Number(v)), precision: 0, maxTicksLimit: 6 } },
        },
        plugins: {
          tooltip: { rtl: true, textDirection: 'rtl', displayColors: false, callbacks: { label: (c) => tip(c.parsed.y ?? 0) } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values, series, tick, tip]);
  return (
    <div className={`relative mt-4 overflow-hidden ${className}`}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
