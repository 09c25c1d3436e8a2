import type { LessonView } from '@kalam/core';
import type { SessionKind } from '@kalam/core/session';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMinutes, formatTime, formatZone, userTimeZone } from '../../../lib/format';
import type { JoinFailure } from '../hooks/use-lesson-call';
import { formatClock } from '../lib/clock';
import { VideoView } from './video-view';
import '../i18n';
import '../../../lib/live-errors';
import '../../../lib/error-messages';

interface Props {
  lesson: LessonView;
  kind?: SessionKind;
  viewerId: number;
  now: number;
  joinFrom: number;
  end: number;
  cancelled: boolean;
  /** the other member is in the call now */
  otherIn: boolean;
  preview: MediaStream | null;
  devicesReady: boolean;
  joining: boolean;
  joinError: JoinFailure | null;
  onJoin: () => void;
  onChangeDevices: () => void;
  /** what the viewer can do once the lesson is over or cancelled (rebook, rate, message) */
  afterward?: ReactNode;
}

/** Step two: the lesson, who is already in, and the join button inside the window (a countdown before, a note after). */
export function ReadyToJoin({
  lesson,
  kind = 'lesson',
  viewerId,
  now,
  joinFrom,
  end,
  cancelled,
  otherIn,
  preview,
  devicesReady,
  joining,
  joinError,
  onJoin,
  onChangeDevices,
  afterward,
}: Props) {
  const { t } = useTranslation();
  const zone = userTimeZone();
  const other = lesson.tutor.id === viewerId ? lesson.student : lesson.tutor;
  const open = !cancelled && now >= joinFrom && now < end;
  const closedNote = cancelled ? t('session.ready.cancelled') : now >= end ? t('session.ready.ended') : null;
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="ready-title" data-testid="ready-to-join">
      <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {!closedNote && (
          <div className="relative hidden aspect-video overflow-hidden rounded-xl bg-gray-900 md:block">
            <VideoView stream={preview} muted mirrored label={t('session.devices.preview')} className="h-full w-full object-cover" />
          </div>
        )}
        <div className={closedNote ? 'md:col-span-2' : ''}>
          <h2 id="ready-title" className="text-xl font-700 text-brand-900">
            {closedNote ? t('session.ready.titleClosed') : t('session.ready.title')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-gray-800">
            <dt className="text-gray-500">{t('session.withTutor', { context: kind })}</dt>
            <dd className="font-600">{lesson.tutor.displayName}</dd>
            <dt className="text-gray-500">{t('session.withStudent', { context: kind })}</dt>
            <dd className="font-600">{lesson.student.displayName}</dd>
            <dt className="text-gray-500">{t('session.ready.when')}</dt>
            <dd>
              <span className="font-600" data-testid="lesson-when">
                {formatDateTime(lesson.start, zone)} – {formatTime(end, zone)}
              </span>
              <span className="block text-xs text-gray-500">{t('session.ready.yourZone', { zone: formatZone(zone) })}</span>
            </dd>
            <dt className="text-gray-500">{t('session.ready.duration')}</dt>
            <dd>{formatMinutes(lesson.duration)}</dd>
          </dl>
          {!closedNote && (
            <p className="mt-3 flex items-center gap-2 text-sm" data-testid="other-presence" data-present={otherIn}>
              <span className={`h-2.5 w-2.5 rounded-full ${otherIn ? 'bg-green-500' : 'bg-gray-300'}`} aria-hidden />
              {t(otherIn ? 'session.ready.otherIn' : 'session.ready.otherNotIn', { name: other.displayName })}
            </p>
          )}
          <div className="mt-5">
            {closedNote ? (
              <div role="status" className="rounded-xl bg-gray-50 p-4" data-testid="join-closed">
                <p className="font-600 text-gray-800">{closedNote}</p>
                {afterward}
                <Link to="/upcoming-lessons" className="btn-ghost mt-3">
                  {t('session.back')}
                </Link>
              </div>
            ) : (
              <>
                <WindowNote now={now} joinFrom={joinFrom} start={lesson.start} zone={zone} />
                {open && !devicesReady && <p className="mt-2 text-sm text-amber-800">{t('session.ready.fixDevices')}</p>}
                {joinError && (
                  <p role="alert" className="mt-2 text-sm font-600 text-red-700" data-testid="join-error">
                    {joinError === 'timeout'
                      ? t('session.ready.timeout')
                      : joinError === 'video-failed'
                        ? t('session.ready.videoFailed')
                        : t(`errors.ack.${joinError}`)}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary min-w-40"
                    disabled={!open || !devicesReady || joining}
                    aria-busy={joining}
                    onClick={onJoin}
                    data-testid="join-button"
                  >
                    {joining
                      ? t('session.ready.joining')
                      : now < joinFrom
                        ? t('session.ready.joinFrom', { time: formatTime(joinFrom, zone) })
                        : t('session.ready.join')}
                  </button>
                  <button type="button" className="btn-ghost" onClick={onChangeDevices}>
                    {t('session.devices.change')}
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function WindowNote({ now, joinFrom, start, zone }: { now: number; joinFrom: number; start: number; zone: string }) {
  const { t } = useTranslation();
  // Arabic-Indic digits around a colon stay one left-to-right run inside Arabic text, so the clock needs no isolation
  const note =
    now < joinFrom
      ? // a countdown helps within the day; further off, the time to come back does
        joinFrom - now < 24 * 3_600_000
        ? t('session.ready.opensIn', { time: formatClock(joinFrom - now) })
        : t('session.ready.opensAt', { when: formatDateTime(joinFrom, zone) })
      : now < start
        ? t('session.ready.startsIn', { time: formatClock(start - now) })
        : t('session.ready.started');
  return (
    <p role="timer" className="font-600 text-brand-800" data-testid="join-window">
      {note}
    </p>
  );
}
