import { localDate, localTime, type SlotView } from '@kalam/core';
import { toLatinDigits } from '@kalam/core/numbers';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekday, formatYear } from '../../../lib/format';
import { WEEK } from './hours-dialog';

const DAY_MS = 86_400_000;
/** The calendar date after `date` (`YYYY-MM-DD`), independent of any zone. */
const nextDate = (date: string, days = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** «٥/١٢/٢٠٢٦» for a `YYYY-MM-DD` date: day first, as Egyptians write it. */
const typed = (date: string) =>
  date
    .split('-')
    .reverse()
    .map((n) => formatYear(Number(n)))
    .join('/');

/** «٥/١٢/٢٠٢٦», «5-12-2026» → `2026-12-05`, or null when it is no real date. */
export function parseDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{4})\s*$/.exec(toLatinDigits(text));
  if (!m) return null;
  const [, day = '', month = '', year = ''] = m;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * Time off as whole days from–to in the tutor's zone: typed day/month/year in either digit script, or picked on a
 * Saturday-first month (first tap the first day, second tap the last). Saved as one removal the server merges.
 */
export function TimeOff({
  offs,
  zone,
  busy,
  onAdd,
  onRemove,
}: {
  offs: readonly SlotView[];
  zone: string;
  busy: boolean;
  onAdd: (range: { start: number; end: number }) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const today = localDate(Date.now(), zone);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [error, setError] = useState(false);
  const first = parseDate(from);
  const last = parseDate(to) ?? first;

  const pick = (date: string) => {
    setError(false);
    if (!first || (first && parseDate(to)) || date < first) {
      setFrom(typed(date));
      setTo('');
    } else setTo(typed(date));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!first || !last || last < first || first < today) return setError(true);
    onAdd({ start: localTime(first, 0, zone), end: localTime(nextDate(last), 0, zone) });
    setFrom('');
    setTo('');
  };

  const [y, m] = month.split('-').map(Number) as [number, number];
  const monthStart = `${month}-01`;
  const lead = (new Date(`${monthStart}T00:00:00Z`).getUTCDay() + 1) % 7;
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const shift = (by: number) => setMonth(new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7));

  return (
    <section className="card min-w-0 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-700 text-brand-900">
        {t('schedule.timeOff.title')}
      </h2>
      <p className="text-sm text-gray-600">{t('schedule.timeOff.hint')}</p>
      {offs.length > 0 && (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="time-off-list">
          {offs.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>{t('schedule.timeOff.range', { from: formatDate(s.start, zone), to: formatDate(s.end - 1, zone) })}</span>
              <button type="button" className="btn-ghost text-xs text-red-700" disabled={busy} onClick={() => onRemove(s.id)}>
                {t('schedule.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['from', from, setFrom],
              ['to', to, setTo],
            ] as const
          ).map(([name, value, set]) => (
            <label key={name} className="block">
              <span className="mb-1 block text-sm font-600">{t(`schedule.timeOff.${name}`)}</span>
              <input
                className="input w-full"
                value={value}
                inputMode="numeric"
                placeholder={t('schedule.timeOff.placeholder')}
                aria-invalid={error}
                onChange={(e) => (set(e.target.value), setError(false))}
              />
            </label>
          ))}
        </div>
        <div className="rounded-lg border border-gray-200 p-2">
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              className="btn-ghost px-2 text-sm"
              onClick={() => shift(-1)}
              aria-label={t('schedule.timeOff.previousMonth')}
            >
              ›
            </button>
            <span className="text-sm font-700" aria-live="polite">
              {new Intl.DateTimeFormat('ar-EG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1))}
            </span>
            <button type="button" className="btn-ghost px-2 text-sm" onClick={() => shift(1)} aria-label={t('schedule.timeOff.nextMonth')}>
              ‹
            </button>
          </div>
          <div className="grid grid-cols-7 gap-1 text-center text-xs">
            {WEEK.map((d) => (
              <span key={d} className="truncate text-gray-500">
                {formatWeekday(d)}
              </span>
            ))}
            {lead > 0 && <span style={{ gridColumn: `span ${lead}` }} />}
            {Array.from({ length }, (_, i) => {
              const date = nextDate(monthStart, i);
              const chosen = first && last && date >= first && date <= last;
              return (
                <button
                  key={date}
                  type="button"
                  disabled={date < today}
                  aria-pressed={!!chosen}
                  aria-label={formatDate(localTime(date, 12 * 60, zone), zone)}
                  onClick={() => pick(date)}
                  className={`h-9 rounded-md text-sm disabled:text-gray-300 ${chosen ? 'bg-amber-600 font-700 text-white' : 'hover:bg-amber-50'}`}
                >
                  {formatYear(i + 1)}
                </button>
              );
            })}
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {t('schedule.timeOff.invalid')}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {t('schedule.timeOff.save')}
        </button>
      </form>
    </section>
  );
}
