import { LOCALE } from '@kalam/core/constants';
import { toLatinDigits } from '@kalam/core/numbers';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from './stroke-icon';
import '../lib/error-messages';

// A calendar day typed as Egyptians write it (day/month/year, Arabic-Indic or Latin digits) and shown in ar-EG digits,
// where a native date input shows «mm/dd/yyyy» in the browser's language. Values are `YYYY-MM-DD` days, no time zone.

const shortDay = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const longDay = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const CALENDAR = 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5';
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** "2026-11-27" → "٢٧‏/١١‏/٢٠٢٦" as ar-EG writes it (its right-to-left marks put the day on the right). */
export const formatDayField = (day: string) => (day ? shortDay.format(utcOf(day)) : '');

/** What was typed → "YYYY-MM-DD", '' for nothing, null when it is not a real day: "٢٧/١١/٢٠٢٦", "27-11-2026", "2026-11-27". */
export function parseDayField(text: string): string | null {
  const parts = toLatinDigits(text)
    .trim()
    .replace(/[\u200e\u200f\u061c]/g, '')
    .split(/[\s/.\-\u066b,\u060c]+/)
    .filter(Boolean);
  if (!parts.length) return '';
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [y, m, d] = ((parts[0] ?? '').length === 4 ? parts : [...parts].reverse()).map(Number) as [number, number, number];
  if (String(y).length !== 4) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

type Problem = 'invalid' | 'beforeMin' | 'afterMax';

/** A labelled day field for forms and filters (admin lists' ranges, a tutor's time off): `min`/`max` bound it. */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
  testId,
  className = '',
}: {
  label: string;
  /** "YYYY-MM-DD" or '' */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  hint?: string;
  /** the server's code for the field (`errors.field.*`), shown unless what was typed is not a day */
  error?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDayField(value));
  const [problem, setProblem] = useState<Problem>();
  // a value set from outside (a link, a cleared filter) replaces what was typed
  useEffect(() => {
    setText(formatDayField(value));
    setProblem(undefined);
  }, [value]);

  const commit = (typed: string) => {
    const day = parseDayField(typed);
    const found: Problem | undefined =
      day === null ? 'invalid' : day && min && day < min ? 'beforeMin' : day && max && day > max ? 'afterMax' : undefined;
    setProblem(found);
    if (found || day === null) return;
    if (day !== value) onChange(day);
    else setText(formatDayField(day));
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const said = problem
    ? problem === 'invalid'
      ? t('dateField.invalid')
      : t(`dateField.${problem}`, { day: longDay.format(utcOf((problem === 'beforeMin' ? min : max) ?? '')) })
    : error && t(`errors.field.${error}`);
  return (
    <div className={`flex flex-col gap-1 text-sm font-600 text-gray-700 ${className}`}>
      <label htmlFor={id}>{label}</label>
      <div className="relative">
        <input
          id={id}
          className="input py-2 pe-11"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('dateField.placeholder')}
          title={t('dateField.hint')}
          value={text}
          data-testid={testId}
          aria-invalid={said ? true : undefined}
          aria-describedby={[said && errorId, hint && hintId].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            setText(e.target.value);
            // a whole day typed applies at once; anything shorter waits for Enter or leaving the field
            if (/\d{4}\D*$|^\D*\d{4}\D/.test(toLatinDigits(e.target.value)) && parseDayField(e.target.value)) commit(e.target.value);
          }}
          onBlur={() => commit(text)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(text);
            }
          }}
        />
        <button
          type="button"
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-gray-500 hover:text-brand-700"
          aria-label={t('dateField.pick', { label })}
          onClick={() => picker.current?.showPicker?.()}
        >
          <StrokeIcon d={CALENDAR} />
        </button>
        {/* the browser's own calendar, opened by the button: its choice lands in the Arabic field */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          className="pointer-events-none absolute bottom-0 end-0 h-0 w-0 opacity-0"
          value={value}
          min={min}
          max={max}
          onChange={(e) => commit(e.target.value)}
        />
      </div>
      {hint && (
        <p id={hintId} className="text-xs font-400 text-gray-500">
          {hint}
        </p>
      )}
      {said && (
        <p id={errorId} role="alert" className="text-xs font-600 text-red-600">
          {said}
        </p>
      )}
    </div>
  );
}
