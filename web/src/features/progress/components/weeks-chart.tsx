import type { ProgressView } from '@kalam/core/api';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, weekLabel } from '../../../components/bar-chart';
import { formatNumber } from '../../../lib/format';
import '../i18n';

/** Lesson minutes per Cairo week (Saturday first), as bars; every week is also listed for screen readers. */
export function WeeksChart({ weeks }: { weeks: ProgressView['weeks'] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => weeks.map((w) => weekLabel(w.start)), [weeks]);
  const minutes = useMemo(() => weeks.map((w) => w.minutes), [weeks]);
  const tip = useCallback((count: number) => t('progress.minutes', { count }), [t]);
  return (
    <section className="card min-w-0 p-5" aria-labelledby="progress-weeks-title">
      <h2 id="progress-weeks-title" className="text-lg font-700 text-brand-900">
        {t('progress.weeks.title')}
      </h2>
      <BarChart
        labels={labels}
        values={minutes}
        series={t('progress.weeks.minutes')}
        tick={formatNumber}
        tip={tip}
        label={t('progress.weeks.title')}
        className="h-56"
      />
      <details className="mt-3 text-sm text-gray-700">
        <summary className="cursor-pointer">{t('progress.weeks.list')}</summary>
        <ul className="mt-2 flex flex-col gap-1" data-testid="progress-weeks">
          {weeks.map((w, i) => (
            <li key={w.start}>
              {t('progress.weeks.week', { date: labels[i] })}:{' '}
              {t('progress.weeks.row', {
                lessons: t('progress.lessons', { count: w.lessons }),
                minutes: t('progress.minutes', { count: w.minutes }),
                reviews: t('progress.reviews', { count: w.reviews }),
              })}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
