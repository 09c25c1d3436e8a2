import type { Weekday } from '@kalam/core/enums';
import { toLatinDigits } from '@kalam/core/numbers';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { formatWeekday } from '../../../lib/format';
import { clock, DAY_MINUTES, type Placement, SNAP } from '../lib/week';

/** Saturday first, as the week starts in Egypt. */
export const WEEK: readonly Weekday[] = [6, 0, 1, 2, 3, 4, 5];

/** «١٨:٣٠», «6:30 م», «9» → minutes after midnight on the 15-minute grid, or null. */
export function parseClock(text: string): number | null {
  const m = /^\s*(\d{1,2})(?:[:.٫](\d{2}))?\s*(ص|م|am|pm)?\s*$/i.exec(toLatinDigits(text));
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === 'م' || half === 'pm') hour = (hour % 12) + 12;
  else if (half === 'ص' || half === 'am') hour %= 12;
  const total = hour * 60 + minute;
  return minute < 60 && total <= DAY_MINUTES && minute % SNAP === 0 ? total : null;
}

/**
 * Adds or edits weekly hours without a pointer: the day, and from–to typed in either digit script or stepped by a
 * quarter hour. Editing also offers removing these hours from that day.
 */
export function HoursDialog({
  initial,
  editing,
  busy,
  onSave,
  onRemove,
  onClose,
}: {
  initial: Placement;
  editing: boolean;
  busy: boolean;
  /** `once`: on that day of the shown week only, not every week */
  onSave: (p: Placement, once: boolean) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [weekday, setWeekday] = useState(initial.weekday);
  const [from, setFrom] = useState(clock(initial.startMinute));
  const [to, setTo] = useState(clock(initial.endMinute));
  const [once, setOnce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = parseClock(from);
    const end = parseClock(to) === 0 ? DAY_MINUTES : parseClock(to);
    if (start === null || end === null) return setError(t('schedule.dialog.badTime'));
    if (end - start < 30) return setError(t('schedule.dialog.tooShort'));
    onSave({ weekday, startMinute: start, endMinute: end }, once);
  };
  const step = (value: string, set: (v: string) => void, by: number) => {
    const minute = parseClock(value);
    if (minute !== null) set(clock(Math.min(DAY_MINUTES, Math.max(0, minute + by))));
  };
  return (
    <Modal title={t(editing ? 'schedule.dialog.editTitle' : 'schedule.dialog.addTitle')} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className="block">
          <span className="mb-1 block text-sm font-600">{t('schedule.fields.day')}</span>
          <select className="input w-full" value={weekday} onChange={(e) => setWeekday(Number(e.target.value) as Weekday)}>
            {WEEK.map((d) => (
              <option key={d} value={d}>
                {formatWeekday(d)}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['from', from, setFrom],
              ['to', to, setTo],
            ] as const
          ).map(([name, value, set]) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-600">
                {t(`schedule.fields.${name}`)}
              </label>
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  className="btn-ghost px-2"
                  aria-label={t('schedule.dialog.earlier')}
                  onClick={() => step(value, set, -SNAP)}
                >
                  −
                </button>
                <input
                  id={`${id}-${name}`}
                  className="input w-full min-w-0 text-center"
                  value={value}
                  inputMode="text"
                  aria-describedby={`${id}-hint`}
                  aria-invalid={!!error}
                  onChange={(e) => (set(e.target.value), setError(null))}
                />
                <button
                  type="button"
                  className="btn-ghost px-2"
                  aria-label={t('schedule.dialog.later')}
                  onClick={() => step(value, set, SNAP)}
                >
                  +
                </button>
              </div>
            </div>
          ))}
        </div>
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {t('schedule.dialog.hint')}
        </p>
        {!editing && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={once} onChange={(e) => setOnce(e.target.checked)} />
            <span>{t('schedule.dialog.once')}</span>
          </label>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('schedule.dialog.save')}
          </button>
          {onRemove && (
            <button type="button" className="btn-ghost text-red-700" disabled={busy} onClick={onRemove}>
              {t('schedule.dialog.remove')}
            </button>
          )}
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('schedule.dialog.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
