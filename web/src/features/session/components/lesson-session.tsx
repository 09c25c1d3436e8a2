import type { LessonView } from '@kalam/core';
import { LESSON_JOIN_EARLY_MINUTES, MINUTE_MS } from '@kalam/core/constants';
import { type SessionKind, sessionIdOf } from '@kalam/core/session';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useSessionView } from '../api/get-session';
import { useSessionDeps } from '../hooks/session-deps';
import { useLessonCall } from '../hooks/use-lesson-call';
import { useLocalMedia } from '../hooks/use-local-media';
import { CallScreen } from './call-screen';
import { DeviceCheck } from './device-check';
import { ReadyToJoin } from './ready-to-join';
import { SessionDone } from './session-done';
import { SessionNotFound } from './session-not-found';
import '../i18n';

interface Props {
  lesson: LessonView;
  viewerId: number;
  /** an interview runs on the same page: its interviewer in the tutor's place, the applicant in the student's */
  kind?: SessionKind;
  /** the call closed after the viewer had joined it (the page then asks a student for a rating) */
  onFinished?: (how: 'left' | 'ended') => void;
  /** what the viewer can do once the lesson is over or cancelled */
  afterward?: ReactNode;
  /** shown under the title whatever the step: a proposed time and its answer */
  notice?: ReactNode;
  /** the lesson's shared notebook: under the session before and after the call, in a panel of its own during it */
  notebook?: ReactNode;
}

/** The lesson page's flow: device checks → ready to join → the call → left or ended. */
export function LessonSession({ lesson, viewerId, kind = 'lesson', onFinished, afterward, notice, notebook }: Props) {
  const { t } = useTranslation();
  const deps = useSessionDeps();
  const sessionId = sessionIdOf(kind, lesson.id);
  const view = useSessionView(sessionId).data;
  const now = useNow(1000);
  const end = view?.end ?? lesson.start + lesson.duration * MINUTE_MS;
  const joinFrom = view?.joinFrom ?? lesson.start - LESSON_JOIN_EARLY_MINUTES * MINUTE_MS;
  const closed = lesson.status === 'cancelled' || Boolean(view?.cancelled) || now >= end;
  const local = useLocalMedia(deps.media);
  const call = useLessonCall({
    lesson,
    viewerId,
    sessionId,
    local,
    end,
    now,
    onFinished,
    connect: !closed,
    chatRoomId: view?.chatRoomId ?? null,
    since: joinFrom,
  });
  const [step, setStep] = useState<'devices' | 'ready'>('devices');
  const inLobby = call.phase === 'lobby' || call.phase === 'joining';

  // The camera opens for the device checks and stays open into the call; a closed lesson needs none.
  const { status, start, stop } = local;
  useEffect(() => {
    if (inLobby && !closed && status === 'idle') start();
    if (call.phase === 'lobby' && closed && status !== 'idle') stop();
  }, [call.phase, closed, inLobby, start, status, stop]);

  if (call.phase === 'missing') return <SessionNotFound />;
  if (call.phase === 'call')
    return (
      <CallScreen
        call={call}
        lesson={lesson}
        kind={kind}
        viewerId={viewerId}
        localStream={local.stream}
        now={now}
        end={end}
        notebook={notebook}
      />
    );

  const other = lesson.tutor.id === viewerId ? lesson.student : lesson.tutor;
  const present = call.participants ? call.participants.map((p) => p.userId) : (view?.present ?? []);
  return (
    <>
      <div className="container max-w-4xl py-4 sm:py-8" data-testid="lesson-session">
        <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-700 text-brand-900">{t('session.title', { name: other.displayName, context: kind })}</h1>
          {inLobby && !closed && (
            <ol className="flex gap-2 text-sm" aria-label={t('session.steps.label')}>
              {(['devices', 'ready'] as const).map((s, i) => (
                <li
                  key={s}
                  aria-current={step === s ? 'step' : undefined}
                  className={`rounded-full px-3 py-1 font-600 ${step === s ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-600'}`}
                >
                  {formatNumber(i + 1)}. {t(`session.steps.${s}`)}
                </li>
              ))}
            </ol>
          )}
        </header>
        {notice}
        {call.phase === 'left' || call.phase === 'ended' ? (
          <SessionDone how={call.phase} canRejoin={!closed} onRejoin={() => (setStep('devices'), call.rejoin())} />
        ) : step === 'devices' && !closed ? (
          <DeviceCheck local={local} onContinue={() => setStep('ready')} />
        ) : (
          <ReadyToJoin
            lesson={lesson}
            kind={kind}
            viewerId={viewerId}
            now={now}
            joinFrom={joinFrom}
            end={end}
            cancelled={lesson.status === 'cancelled' || Boolean(view?.cancelled)}
            otherIn={present.includes(other.id)}
            preview={local.stream}
            devicesReady={local.status === 'ready'}
            joining={call.phase === 'joining'}
            joinError={call.joinError}
            onJoin={() => void call.join()}
            onChangeDevices={() => setStep('devices')}
            afterward={afterward}
          />
        )}
      </div>
      {notebook}
    </>
  );
}
