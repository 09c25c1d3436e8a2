import { useTranslation } from 'react-i18next';
import { formatTime, hourIn } from '../../../lib/format';
import { FOCUS_RING } from './step';
import '../i18n';

// Local hours, the same split as the tutors list filter (the night hours join the morning here).
const PARTS = [
  { key: 'morning', from: 0, to: 12 },
  { key: 'afternoon', from: 12, to: 18 },
  { key: 'evening', from: 18, to: 24 },
] as const;

/** A day's start times grouped into morning, afternoon and evening. */
export function TimePicker({
  times,
  selected,
  timeZone,
  onSelect,
  current = null,
}: {
  times: number[];
  selected: number | null;
  timeZone: string;
  onSelect: (start: number) => void;
  /** the moved lesson's own start: shown marked, not offered */
  current?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      {PARTS.map((part) => {
        const inPart = times.filter((s) => hourIn(s, timeZone) >= part.from && hourIn(s, timeZone) < part.to);
        if (!inPart.length) return null;
        return (
          <fieldset key={part.key}>
            <legend className="mb-2 text-sm font-600 text-gray-600">{t(`booking.parts.${part.key}`)}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
              {inPart.map((s) => (
                <button
                  key={s}
                  type="button"
                  data-testid="booking-time"
                  aria-pressed={selected === s}
                  disabled={current === s}
                  onClick={() => onSelect(s)}
                  className={`rounded-lg border px-2 py-2 text-sm font-600 transition-colors ${FOCUS_RING} ${
                    current === s
                      ? 'border-dashed border-amber-500 bg-amber-50 text-amber-900'
                      : selected === s
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-gray-200 text-gray-800 hover:border-brand-500 hover:bg-brand-50'
                  }`}
                >
                  {formatTime(s, timeZone)}
                  {current === s && <span className="block text-xs">{t('booking.move.current')}</span>}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
