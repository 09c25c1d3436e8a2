import { LOCALE, TIME_ZONE } from '@kalam/core/constants';
import { lazy, Suspense } from 'react';
import { dateFormat } from '../lib/format';
import type { BarChartProps } from './bar-chart-canvas';

// Chart.js is as large as the rest of a page's script: it loads when a chart is drawn, not with the page
const Canvas = lazy(() => import('./bar-chart-canvas'));

/** One series of bars; until Chart.js has loaded, an empty box of the chart's height holds its place. */
export function BarChart(props: BarChartProps) {
  const box = <div className={`mt-4 ${props.className ?? 'h-64'}`} />;
  return (
    <Suspense fallback={box}>
      <Canvas {...props} />
    </Suspense>
  );
}

/** A bar's week, by its first day: "٢٨ نوفمبر". */
export const weekLabel = (ms: number) => dateFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short' }).format(ms);

/** A bar's month: "نوفمبر ٢٠٢٦". */
export const monthLabel = (ms: number) => dateFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short', year: 'numeric' }).format(ms);
