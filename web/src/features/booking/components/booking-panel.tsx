import type { LessonView } from '@kalam/core/api';
import { daysFrom, localDate, spanOf, startTimes, type TimeRange } from '@kalam/core/availability';
import { Role } from '@kalam/core/enums';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { formatMinutes, formatZone, userTimeZone } from '../../../lib/format';
import { rememberNext } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { useBookLesson } from '../api/book-lesson';
import { useAllowance } from '../api/get-allowance';
import { useAvailability } from '../api/get-availability';
import { BookingConfirm } from './booking-confirm';
import { BookingDone } from './booking-done';
import { BookingError, isTakenTime } from './booking-error';
import { CostNote, weekAt } from './cost';
import { DayStrip } from './day-strip';
import { FOCUS_RING, Step } from './step';
import { TakenTime } from './taken-time';
import { TimePicker } from './time-picker';
import { TimesLoadError } from './times-load-error';
import '../i18n';

const DAYS = 14;
const DURATIONS = [30, 15] as const;
type Duration = (typeof DURATIONS)[number];
const isDuration = (n: number): n is Duration => (DURATIONS as readonly number[]).includes(n);

/**
 * The choice lives in the address (`?day=YYYY-MM-DD&len=30&at=<ms>`): a reload keeps it, and the sign-in, sign-up,
 * verification and checkout links carry this very address as `next`, so the student comes back to the same time.
 */
function useChoice(days: TimeRange[], timeZone: string) {
  const [params, setParams] = useSearchParams();
  const at = Number(params.get('at'));
  const picked = Number.isInteger(at) && at > 0 ? at : null;
  const len = Number(params.get('len'));
  const duration: Duration = isDuration(len) ? len : 30;
  const dayKey = params.get('day') ?? (picked !== null ? localDate(picked, timeZone) : null);
  const found = dayKey === null ? -1 : days.findIndex((d) => localDate(d.start, timeZone) === dayKey);
  const set = (next: { day?: number; duration?: Duration; start?: number | null }) =>
    setParams(
      (p) => {
        const day = next.day !== undefined ? days[next.day] : undefined;
        if (day) p.set('day', localDate(day.start, timeZone));
        if (next.duration !== undefined) p.set('len', String(next.duration));
        if (next.start) p.set('at', String(next.start));
        else p.delete('at');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return { dayIndex: found >= 0 ? found : null, duration, picked, set };
}

/**
 * Booking in four steps — day, duration, time, confirmation — in the student's zone. Shown to visitors (who are sent
 * to sign in at the last step) and students; the page leaves it out for everyone else.
 */
export function BookingPanel({ tutorId, tutorName, planFrom }: { tutorId: number; tutorName: string; planFrom: number | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const timeZone = userTimeZone();
  const days = useMemo(() => daysFrom(Date.now(), DAYS, timeZone), [timeZone]);
  const span = spanOf(days);
  const availability = useAvailability(tutorId, span.start, span.end);
  const student = user?.role === Role.Student;
  const allowance = useAllowance(span.start, span.end, student);
  const book = useBookLesson();
  const { dayIndex, duration, picked, set } = useChoice(days, timeZone);
  const [booked, setBooked] = useState<LessonView | null>(null);
  // arriving with a time chosen earlier (before sign-up or payment): the cached times may predate someone else's booking
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival, not on every choice
  useEffect(() => {
    if (picked !== null) void availability.refetch();
  }, []);
  // one key per choice: a retry after a lost answer replays the booking instead of making a second one
  const idempotency = useRef<{ choice: string; key: string } | null>(null);

  const bookable: TimeRange[] = availability.data?.bookable ?? [];
  const startsIn = (d: TimeRange, minutes: number) => startTimes(bookable, minutes).filter((s) => s >= d.start && s < d.end);
  const day = dayIndex === null ? null : (days[dayIndex] ?? null);
  const times = day ? startsIn(day, duration) : [];
  // a time taken meanwhile drops out of the refreshed list, and so out of the choice
  const start = picked !== null && times.includes(picked) ? picked : null;
  // a time chosen before signing in or paying that is no longer free: said plainly, with the nearest free ones
  const taken = picked !== null && start === null && availability.isSuccess && !availability.isPlaceholderData;

  const choose = (next: { day?: number; duration?: Duration; start?: number }) => {
    set({ ...next, start: next.start ?? null });
    book.reset();
  };
  const chooseTime = (at: number) => {
    const day = days.findIndex((d) => at >= d.start && at < d.end);
    if (day >= 0) choose({ day, start: at });
  };

  const confirm = () => {
    if (start === null || book.isPending) return;
    const choice = `${tutorId}:${start}:${duration}`;
    if (idempotency.current?.choice !== choice) idempotency.current = { choice, key: crypto.randomUUID() };
    book.mutate(
      { tutorId, start, duration, key: idempotency.current.key },
      {
        onSuccess: (lesson) => {
          idempotency.current = null;
          setBooked(lesson);
          // booked: the time leaves the address, so a reload does not call it taken, and the kept intent is spent
          set({ start: null });
          rememberNext(null);
        },
        onError: (err) => {
          if (isTakenTime(err)) set({ start: null });
        },
      },
    );
  };

  if (booked) {
    return (
      <BookingDone
        lesson={booked}
        week={weekAt(allowance.data, booked.start)}
        tutorName={tutorName}
        timeZone={timeZone}
        onAgain={() => {
          setBooked(null);
          choose({});
        }}
      />
    );
  }

  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section className="card min-w-0 p-5 md:p-6" aria-labelledby="booking-title" data-testid="booking-panel">
      <h2 id="booking-title" tabIndex={-1} className="text-xl font-700 text-brand-900 outline-none">
        {t('booking.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-500">{t('booking.zone', { zone: formatZone(timeZone) })}</p>
      <CostNote allowance={allowance.data} planFrom={planFrom} signedIn={student} at={day?.start ?? Date.now()} />

      <div className="mt-5 space-y-5">
        <Step n={1} title={t('booking.steps.date')}>
          {availability.isPending ? (
            <DaySkeleton />
          ) : availability.isError && !availability.data ? (
            <TimesLoadError onRetry={() => availability.refetch()} />
          ) : (
            <>
              <DayStrip
                days={days}
                free={(d) => startsIn(d, 15).length > 0}
                selected={dayIndex}
                timeZone={timeZone}
                onSelect={(i) => choose({ day: i })}
              />
              {!bookable.length && <p className="mt-2 text-gray-600">{t('booking.noTimes')}</p>}
            </>
          )}
        </Step>

        <Step n={2} title={t('booking.steps.duration')} hint={t('booking.hints.duration')}>
          {day && <DurationChoice duration={duration} onChoose={(m) => choose({ duration: m })} />}
        </Step>

        <Step n={3} title={t('booking.steps.time')} hint={t('booking.hints.time')}>
          {taken && picked !== null && (
            <TakenTime picked={picked} duration={duration} bookable={bookable} timeZone={timeZone} onSelect={chooseTime} />
          )}
          {day &&
            (times.length ? (
              <TimePicker times={times} selected={start} timeZone={timeZone} onSelect={(s) => choose({ start: s })} />
            ) : (
              <p className="text-gray-600">{t('booking.noTimesThatDay')}</p>
            ))}
        </Step>

        <Step n={4} title={t('booking.steps.confirm')} hint={t('booking.hints.confirm')}>
          {start !== null && (
            <BookingConfirm
              user={user}
              allowance={allowance.data}
              tutorName={tutorName}
              start={start}
              duration={duration}
              timeZone={timeZone}
              returnTo={returnTo}
              busy={book.isPending}
              onConfirm={confirm}
            />
          )}
        </Step>
      </div>
      {book.isError && (
        <div className="mt-4">
          <BookingError error={book.error} next={returnTo} />
        </div>
      )}
    </section>
  );
}

function DurationChoice({ duration, onChoose }: { duration: Duration; onChoose: (minutes: Duration) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label={t('booking.steps.duration')}>
      {DURATIONS.map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={duration === m}
          onClick={() => onChoose(m)}
          className={`rounded-xl border px-4 py-3 font-700 transition-colors ${FOCUS_RING} ${
            duration === m ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-200 text-gray-700 hover:border-brand-500'
          }`}
        >
          {formatMinutes(m)}
        </button>
      ))}
    </div>
  );
}

function DaySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2 overflow-hidden pb-2" aria-busy="true" role="status" aria-label={t('app.loading')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <div key={n} className="h-20 w-22 shrink-0 animate-pulse rounded-xl bg-gray-100" />
      ))}
    </div>
  );
}
