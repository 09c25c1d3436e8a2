import { startTimes, type TimeRange } from '@kalam/core/availability';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { FOCUS_RING } from './step';
import '../i18n';

const NEAREST = 4;

/** The free starts of this length closest to `at`, in time order. */
export function nearestTimes(bookable: TimeRange[], minutes: number, at: number, count = NEAREST): number[] {
  return startTimes(bookable, minutes)
    .filter((s) => s > Date.now())
    .sort((a, b) => Math.abs(a - at) - Math.abs(b - at))
    .slice(0, count)
    .sort((a, b) => a - b);
}

/** The time chosen earlier (before signing up or paying) is no longer free: said plainly, with the nearest free times. */
export function TakenTime({
  picked,
  duration,
  bookable,
  timeZone,
  onSelect,
}: {
  picked: number;
  duration: number;
  bookable: TimeRange[];
  timeZone: string;
  onSelect: (start: number) => void;
}) {
  const { t } = useTranslation();
  const nearest = nearestTimes(bookable, duration, picked);
  return (
    <div role="alert" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="booking-taken">
      <p className="font-600">{t('booking.takenIntent', { when: formatDateTime(picked, timeZone) })}</p>
      {nearest.length ? (
        <>
          <p className="mt-2 text-sm">{t('booking.nearest')}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {nearest.map((s) => (
              <button
                key={s}
                type="button"
                data-testid="booking-nearest"
                onClick={() => onSelect(s)}
                className={`rounded-lg border border-amber-300 bg-white px-3 py-2 text-sm font-600 text-gray-900 hover:border-brand-500 ${FOCUS_RING}`}
              >
                {formatDateTime(s, timeZone)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm">{t('booking.noNearest')}</p>
      )}
    </div>
  );
}
