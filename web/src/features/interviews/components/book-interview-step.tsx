import type { InterviewView } from '@kalam/core/api';
import { weekOf } from '@kalam/core/availability';
import { INTERVIEW_MINUTES } from '@kalam/core/constants';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime, formatDay, formatMinutes, formatTime, formatZone, userTimeZone } from '../../../lib/format';
import { useBookInterview } from '../api/book-interview';
import { useInterviewerChoices } from '../api/interviewer-choices';
import { groupTimes } from '../lib/times';
import { PersonAvatar } from './person-avatar';
import '../i18n';

const CHOICE =
  'rounded-xl border px-3 py-2 text-sm font-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const chosen = (on: boolean) =>
  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-200 bg-white text-gray-800 hover:border-brand-500 hover:bg-brand-50';

type Problem = { key: 'busy' | 'conflicting' | 'verify' | 'pickOffered' } | { message: string };

/** Step 3: a tutor manager, then one of their free 30-minute times grouped by day in the viewer's zone, then confirm. */
export function BookInterviewStep({ verified, onBooked }: { verified: boolean; onBooked: (interview: InterviewView) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const zone = userTimeZone();
  const choices = useInterviewerChoices();
  const book = useBookInterview();
  const [managerId, setManagerId] = useState<number | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const [start, setStart] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const managers = choices.data ?? [];
  // the first manager with free times until the applicant picks one (and again if theirs filled up)
  const manager = managers.find((m) => m.interviewer.id === managerId && m.times.length) ?? managers.find((m) => m.times.length);
  const weeks = useMemo(() => groupTimes(manager?.times ?? [], zone), [manager, zone]);
  const days = weeks.flatMap((w) => w.days);
  const shownDay = days.find((d) => d.day === day) ?? days[0];
  const pickedStart = start !== null && shownDay?.times.includes(start) ? start : null;
  const thisWeek = weekOf(Date.now(), zone).start;

  const pickManager = (idOf: number) => (setManagerId(idOf), setDay(null), setStart(null), setProblem(null));
  const pickDay = (d: number) => (setDay(d), setStart(null), setProblem(null));

  function confirm() {
    if (!manager || pickedStart === null || book.isPending) return;
    setProblem(null);
    book.mutate(
      { interviewerId: manager.interviewer.id, start: pickedStart },
      {
        onSuccess: onBooked,
        onError: (err) => {
          if (!(err instanceof ApiError)) return setProblem({ message: apiErrorMessage(t, err) });
          // the times themselves come back fresh: booking refetches them whatever the answer
          if (err.code === 'busy-tutor-manager') return (setStart(null), setProblem({ key: 'busy' }));
          if (err.code === 'conflicting-interview') return setProblem({ key: 'conflicting' });
          if (err.errors.verified) return setProblem({ key: 'verify' });
          if (err.errors.start) return (setStart(null), setProblem({ key: 'pickOffered' }));
          setProblem({ message: apiErrorMessage(t, err) });
        },
      },
    );
  }

  const weekTitle = (week: number) => {
    const ahead = Math.round((week - thisWeek) / (7 * 86_400_000));
    return ahead <= 0
      ? t('onboarding.book.thisWeek')
      : ahead === 1
        ? t('onboarding.book.nextWeek')
        : t('onboarding.book.weekOf', { date: formatDate(week, zone) });
  };

  return (
    <section className="grid gap-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-xl font-700 text-brand-900">
          {t('onboarding.book.title')}
        </h2>
        <p className="mt-1 text-gray-600">{t('onboarding.book.body', { duration: formatMinutes(INTERVIEW_MINUTES) })}</p>
        <p className="mt-1 text-sm text-gray-500">{t('onboarding.book.zone', { zone: formatZone(zone) })}</p>
      </div>
      {!verified && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t('onboarding.book.verifyFirst')}{' '}
          <Link to="/verify-email" className="font-700 underline">
            {t('onboarding.book.verifyAction')}
          </Link>
        </p>
      )}

      <QueryState
        query={choices}
        error={t('onboarding.book.loadError')}
        empty={() =>
          !manager && (
            <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center" data-testid="no-times">
              <p className="text-gray-700">{t('onboarding.book.noTimes')}</p>
              <button type="button" className="btn-ghost mt-3" onClick={() => choices.refetch()} disabled={choices.isFetching}>
                {t('onboarding.book.refresh')}
              </button>
            </div>
          )
        }
      >
        {() =>
          manager && (
            <>
              <fieldset>
                <legend className="mb-2 font-600 text-gray-800">{t('onboarding.book.manager')}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {managers.map((m) => {
                    const on = m.interviewer.id === manager.interviewer.id;
                    return (
                      <label
                        key={m.interviewer.id}
                        className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${on ? 'border-brand-700 bg-brand-50' : 'border-gray-200'} ${m.times.length ? '' : 'cursor-not-allowed opacity-60'}`}
                      >
                        <input
                          type="radio"
                          name={`${id}-manager`}
                          className="h-4 w-4 accent-brand-700"
                          checked={on}
                          disabled={!m.times.length}
                          onChange={() => pickManager(m.interviewer.id)}
                        />
                        <PersonAvatar user={m.interviewer} />
                        <span className="grid">
                          <span className="font-700 text-gray-900">{m.interviewer.name}</span>
                          <span className="text-sm text-gray-600">{t('onboarding.book.freeTimes', { count: m.times.length })}</span>
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>

              <div className="grid gap-3">
                <h3 className="font-600 text-gray-800">{t('onboarding.book.day')}</h3>
                {weeks.map((w) => (
                  <div key={w.week} role="group" aria-label={weekTitle(w.week)}>
                    <p className="mb-1.5 text-sm text-gray-500">{weekTitle(w.week)}</p>
                    <div className="flex flex-wrap gap-2">
                      {w.days.map((d) => {
                        const { weekday, day: date } = formatDay(d.day, zone);
                        const on = d.day === shownDay?.day;
                        return (
                          <button
                            key={d.day}
                            type="button"
                            aria-pressed={on}
                            onClick={() => pickDay(d.day)}
                            className={`${CHOICE} ${chosen(on)} flex flex-col items-center`}
                            data-testid="interview-day"
                          >
                            <span className="font-700">{weekday}</span>
                            <span className={on ? 'text-white/90' : 'text-gray-500'}>{date}</span>
                          </button>
                        );
                      })}
                    </div>
                  </div>
                ))}
              </div>

              {shownDay && (
                <fieldset>
                  <legend className="mb-2 font-600 text-gray-800">
                    {t('onboarding.book.time', { day: formatDay(shownDay.day, zone).weekday })}
                  </legend>
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                    {shownDay.times.map((s) => (
                      <button
                        key={s}
                        type="button"
                        aria-pressed={pickedStart === s}
                        onClick={() => (setStart(s), setProblem(null))}
                        className={`${CHOICE} ${chosen(pickedStart === s)}`}
                        data-testid="interview-time"
                      >
                        {formatTime(s, zone)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )}

              <div className="grid gap-3 rounded-xl bg-gray-50 p-4">
                {pickedStart === null ? (
                  <p className="text-gray-600">{t('onboarding.book.pickTime')}</p>
                ) : (
                  <p className="font-600 text-gray-900" data-testid="interview-summary">
                    {t('onboarding.book.summary', { name: manager.interviewer.name, when: formatDateTime(pickedStart, zone) })}
                  </p>
                )}
                <button
                  type="button"
                  className="btn-primary justify-self-start"
                  disabled={pickedStart === null || book.isPending}
                  aria-busy={book.isPending}
                  onClick={confirm}
                >
                  {t('onboarding.book.confirm')}
                </button>
              </div>
            </>
          )
        }
      </QueryState>

      {problem && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 font-600 text-red-800">
          {'key' in problem ? t(`onboarding.book.errors.${problem.key}`) : problem.message}
          {'key' in problem && problem.key === 'verify' && (
            <>
              {' '}
              <Link to="/verify-email" className="underline">
                {t('onboarding.book.verifyAction')}
              </Link>
            </>
          )}
        </div>
      )}
    </section>
  );
}
