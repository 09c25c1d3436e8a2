import { daysFrom, startTimes, type LessonView, type TimeRange } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatDay, formatMinutes, formatNumber, formatTime, hourIn, userTimeZone } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAvailability, useBookLesson } from './api';

const DAYS = 14;
const DURATIONS = [30, 15] as const;
const PARTS = [
  { key: 'morning', from: 0, to: 12 },
  { key: 'afternoon', from: 12, to: 17 },
  { key: 'evening', from: 17, to: 24 },
] as const;

/** Booking in four steps: date → duration → time → confirmation, in the student's zone. */
export function BookingPanel({ tutorId, tutorName }: { tutorId: number; tutorName: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const timeZone = userTimeZone();
  const days = useMemo(() => daysFrom(Date.now(), DAYS, timeZone), [timeZone]);
  const availability = useAvailability(tutorId, days[0]!.start, days.at(-1)!.end);
  const [dayIndex, setDayIndex] = useState<number | null>(null);
  const [duration, setDuration] = useState<(typeof DURATIONS)[number]>(30);
  const [start, setStart] = useState<number | null>(null);
  const [booked, setBooked] = useState<LessonView | null>(null);
  const book = useBookLesson();
  const key = useRef<{ choice: string; key: string } | null>(null);

  const bookable: TimeRange[] = availability.data?.bookable ?? [];
  const open = (d: TimeRange, minutes: number) => startTimes(bookable, minutes).filter((s) => s >= d.start && s < d.end);
  const day = dayIndex === null ? null : days[dayIndex]!;
  const times = day ? open(day, duration) : [];

  if (user?.role === Role.Tutor || user?.role === Role.TutorManager) return null;

  const choose = (next: { day?: number; duration?: (typeof DURATIONS)[number]; start?: number | null }) => {
    if (next.day !== undefined) setDayIndex(next.day);
    if (next.duration !== undefined) setDuration(next.duration);
    setStart(next.start ?? null);
    book.reset();
  };

  const confirm = () => {
    if (start === null) return;
    const choice = `${start}:${duration}`;
    if (key.current?.choice !== choice) key.current = { choice, key: crypto.randomUUID() };
    book.mutate({ tutorId, start, duration, key: key.current.key }, {
      onSuccess: (lesson) => setBooked(lesson),
      onError: (err) => {
        // the time was just taken: show fresh times and ask for another
        if (err instanceof ApiError && (err.code === 'busy-tutor' || err.errors.start)) setStart(null);
      },
    });
  };

  if (booked) {
    return (
      <section className="card p-6" aria-labelledby="booking-title" data-testid="booking-done">
        <h2 id="booking-title" className="text-xl font-700 text-brand-900">{t('booking.done.title')}</h2>
        <p className="mt-3 text-gray-700">{t('booking.done.body', { tutor: tutorName, when: formatDateTime(booked.start, timeZone), duration: formatMinutes(booked.duration) })}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/upcoming-lessons" className="btn-primary">{t('booking.done.upcoming')}</Link>
          <button type="button" className="btn-ghost" onClick={() => { setBooked(null); choose({ start: null }); }}>{t('booking.done.another')}</button>
        </div>
      </section>
    );
  }

  const errorText = (err: unknown) => {
    if (!(err instanceof ApiError)) return t('common.genericError');
    if (err.errors.verified) return t('booking.errors.unverified');
    if (err.errors.start) return t('booking.errors.taken');
    const known = ['busy-tutor', 'reached-booking-limit', 'conflicting-lessons'] as const;
    return (known as readonly string[]).includes(err.code) ? t(`booking.errors.${err.code}`) : t(`errors.api.${err.code}`);
  };

  return (
    <section className="card min-w-0 p-5 md:p-6" aria-labelledby="booking-title" data-testid="booking-panel">
      <h2 id="booking-title" className="text-xl font-700 text-brand-900">{t('booking.title')}</h2>
      <p className="mt-1 text-sm text-gray-500">{t('booking.zone', { zone: timeZone })}</p>

      <Step n={1} title={t('booking.steps.date')}>
        {availability.isPending ? (
          <Spinner />
        ) : availability.isError ? (
          <p role="alert" className="text-red-700">{t('booking.errors.load')}</p>
        ) : (
          <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2" aria-label={t('booking.steps.date')}>
            {days.map((d, i) => {
              const { weekday, day: label } = formatDay(d.start, timeZone);
              const free = open(d, 15).length > 0;
              return (
                <li key={d.start} className="snap-start">
                  <button
                    type="button"
                    data-testid="booking-day"
                    disabled={!free}
                    aria-pressed={dayIndex === i}
                    onClick={() => choose({ day: i })}
                    className={`flex w-24 flex-col items-center rounded-xl border px-2 py-3 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
                      dayIndex === i ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-200 bg-white text-gray-800 hover:border-brand-400'
                    }`}
                  >
                    <span className="font-700">{i === 0 ? t('booking.today') : weekday}</span>
                    <span className={dayIndex === i ? 'text-white/90' : 'text-gray-500'}>{label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {!availability.isPending && !bookable.length && <p className="text-gray-600">{t('booking.noTimes')}</p>}
      </Step>

      {day && (
        <Step n={2} title={t('booking.steps.duration')}>
          <div className="flex gap-3" role="radiogroup" aria-label={t('booking.steps.duration')}>
            {DURATIONS.map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={duration === m}
                onClick={() => choose({ duration: m })}
                className={`flex-1 rounded-xl border px-4 py-3 font-700 ${duration === m ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-200 text-gray-700 hover:border-brand-400'}`}
              >
                {formatMinutes(m)}
              </button>
            ))}
          </div>
        </Step>
      )}

      {day && (
        <Step n={3} title={t('booking.steps.time')}>
          {times.length === 0 ? (
            <p className="text-gray-600">{t('booking.noTimesThatDay')}</p>
          ) : (
            PARTS.map((part) => {
              const inPart = times.filter((s) => hourIn(s, timeZone) >= part.from && hourIn(s, timeZone) < part.to);
              if (!inPart.length) return null;
              return (
                <fieldset key={part.key} className="mt-3 first:mt-0">
                  <legend className="mb-2 text-sm font-600 text-gray-600">{t(`booking.parts.${part.key}`)}</legend>
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {inPart.map((s) => (
                      <button
                        key={s}
                        type="button"
                        data-testid="booking-time"
                        aria-pressed={start === s}
                        onClick={() => choose({ start: s })}
                        className={`rounded-lg border px-2 py-2 text-sm font-600 ${start === s ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-200 text-gray-800 hover:border-brand-400'}`}
                      >
                        {formatTime(s, timeZone)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              );
            })
          )}
        </Step>
      )}

      {start !== null && (
        <Step n={4} title={t('booking.steps.confirm')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-500">{t('booking.summary.tutor')}</dt>
            <dd className="font-600">{tutorName}</dd>
            <dt className="text-gray-500">{t('booking.summary.when')}</dt>
            <dd className="font-600" data-testid="booking-when">{formatDateTime(start, timeZone)}</dd>
            <dt className="text-gray-500">{t('booking.summary.duration')}</dt>
            <dd className="font-600">{formatMinutes(duration)}</dd>
          </dl>
          {!user ? (
            <Link to={`/login?next=${encodeURIComponent(location.pathname)}`} className="btn-primary mt-4 w-full">{t('booking.signIn')}</Link>
          ) : !user.verified ? (
            <div role="alert" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
              <p>{t('booking.errors.unverified')}</p>
              <Link to="/verify-email" className="mt-2 inline-block font-700 underline">{t('booking.verify')}</Link>
            </div>
          ) : (
            <button type="button" className="btn-primary mt-4 w-full" disabled={book.isPending} onClick={confirm} data-testid="booking-confirm">
              {book.isPending ? t('booking.booking') : t('booking.confirm')}
            </button>
          )}
        </Step>
      )}
      {book.isError && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{errorText(book.error)}</p>
          {book.error instanceof ApiError && book.error.code === 'reached-booking-limit' && (
            <Link to="/subscription" className="mt-2 inline-block font-700 underline">{t('booking.seePlans')}</Link>
          )}
          {book.error instanceof ApiError && book.error.errors.verified && (
            <Link to="/verify-email" className="mt-2 inline-block font-700 underline">{t('booking.verify')}</Link>
          )}
        </div>
      )}
    </section>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <div className="mt-6 border-t border-gray-100 pt-5 first-of-type:border-0">
      <h3 className="mb-3 flex items-center gap-2 font-700 text-gray-900">
        <span className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 text-sm text-brand-800" aria-hidden>{formatNumber(n)}</span>
        {title}
      </h3>
      {children}
    </div>
  );
}
