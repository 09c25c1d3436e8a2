import type { TimeRange } from '@kalam/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { FOCUS_RING } from './step';
import '../i18n';

/** The next days as a scrolling strip; days without free time are disabled. */
export function DayStrip({
  days,
  free,
  selected,
  timeZone,
  onSelect,
  marked = null,
}: {
  days: TimeRange[];
  free: (day: TimeRange) => boolean;
  selected: number | null;
  timeZone: string;
  onSelect: (index: number) => void;
  /** a day to mark as holding the lesson being moved */
  marked?: number | null;
}) {
  const { t, i18n } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  // forward is leftwards in a right-to-left strip
  const scroll = (forward: boolean) => {
    const el = strip.current;
    if (!el) return;
    const sign = (forward ? 1 : -1) * (i18n.dir() === 'rtl' ? -1 : 1);
    el.scrollBy({ left: sign * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrow = `absolute top-1/2 z-1 hidden h-8 w-8 -translate-y-1/2 place-items-center rounded-full border border-gray-200 bg-white text-lg leading-none text-gray-700 shadow-sm hover:bg-gray-50 sm:grid ${FOCUS_RING}`;
  return (
    <div className="relative sm:px-6">
      <button type="button" className={`${arrow} -start-2`} onClick={() => scroll(false)} aria-label={t('booking.earlierDays')}>
        <span aria-hidden>›</span>
      </button>
      <button type="button" className={`${arrow} -end-2`} onClick={() => scroll(true)} aria-label={t('booking.laterDays')}>
        <span aria-hidden>‹</span>
      </button>
      <ul ref={strip} className="-mx-1 flex snap-x gap-2 overflow-x-auto scroll-smooth px-1 pb-2 pt-1" aria-label={t('booking.steps.date')}>
        {days.map((d, i) => {
          const { weekday, day } = formatDay(d.start, timeZone);
          const on = selected === i;
          const open = free(d);
          return (
            <li key={d.start} className="snap-start">
              {/* relative: the screen-reader-only «full» label sits on its day inside the strip, not past the page's edge */}
              <button
                type="button"
                data-testid="booking-day"
                disabled={!open}
                aria-pressed={on}
                onClick={() => onSelect(i)}
                className={`relative flex w-22 flex-col items-center rounded-xl border px-2 py-2.5 text-sm transition-colors disabled:cursor-not-allowed disabled:border-dashed disabled:bg-gray-50 disabled:text-gray-400 ${FOCUS_RING} ${
                  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-200 bg-white text-gray-800 hover:border-brand-500'
                }`}
              >
                <span className={`text-xs ${on ? 'text-white' : open ? 'text-brand-700' : ''}`}>
                  {i === 0 ? t('booking.today') : i === 1 ? t('booking.tomorrow') : ' '}
                </span>
                <span className="font-700">{weekday}</span>
                <span className={on ? 'text-white/90' : open ? 'text-gray-500' : ''}>{day}</span>
                {!open && <span className="sr-only">، {t('booking.dayFull')}</span>}
                {marked === i && (
                  <span className={`mt-0.5 text-xs font-700 ${on ? 'text-white' : 'text-amber-800'}`}>{t('booking.move.currentDay')}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
