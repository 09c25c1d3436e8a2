import { LOCALE } from '@kalam/core/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { ServerStatsReading } from '../hooks/use-server-stats';
import '../i18n';

// a tenth of a percent matters for errors; the app's percent format rounds to whole ones
const shareFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** Requests and errors per minute and connected users of one reading, each a labelled group. */
export function StatCards({ reading }: { reading: ServerStatsReading }) {
  const { t } = useTranslation();
  const id = useId();
  const share = reading.requestsPerMinute ? reading.errorsPerMinute / reading.requestsPerMinute : 0;
  const cards = [
    { key: 'requests', value: reading.requestsPerMinute, tone: 'text-brand-900', note: null },
    {
      key: 'errors',
      value: reading.errorsPerMinute,
      tone: reading.errorsPerMinute ? 'text-red-700' : 'text-gray-900',
      note: reading.errorsPerMinute ? t('admin.serverStats.errorShare', { share: shareFormat.format(share) }) : null,
    },
    { key: 'users', value: reading.connectedUsers, tone: 'text-green-800', note: null },
  ] as const;
  return (
    <section aria-label={t('admin.serverStats.figures')} className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ key, value, tone, note }) => (
        <div key={key} role="group" aria-labelledby={`${id}-${key}`} className="card p-4">
          <p id={`${id}-${key}`} className="text-sm text-gray-600">
            {t(`admin.serverStats.${key}`)}
          </p>
          <p className={`mt-1 text-2xl font-700 md:text-3xl ${tone}`} data-testid={`stat-${key}`}>
            {formatNumber(value)}
          </p>
          {note && <p className="mt-1 text-xs text-gray-600">{note}</p>}
        </div>
      ))}
    </section>
  );
}
