import type { LessonView } from '@kalam/core';
import type { SessionKind } from '@kalam/core/session';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonCall } from '../hooks/use-lesson-call';
import { formatClock } from '../lib/clock';
import { CallControls } from './call-controls';
import { Icon } from './icons';
import { SessionChat } from './session-chat';
import { VideoView } from './video-view';
import '../i18n';

const ENDING_SOON_MS = 2 * 60_000;
const PANEL =
  'absolute inset-x-0 bottom-0 z-10 h-[65%] overflow-hidden rounded-t-2xl shadow-2xl lg:static lg:h-auto lg:w-80 lg:rounded-2xl lg:me-3 lg:shadow-none xl:w-96';
const wideScreen = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(min-width: 1024px)').matches);

interface Props {
  call: LessonCall;
  lesson: LessonView;
  kind?: SessionKind;
  viewerId: number;
  /** the device checks' stream, our preview unless the provider shows its own */
  localStream: MediaStream | null;
  now: number;
  end: number;
  /** the lesson's notebook, mounted when first opened (its chunk and socket load then) and kept while the call lasts */
  notebook?: ReactNode;
}

/** The call, over the whole screen: the other member large, ourselves small, the timer, status, controls and chat. */
export function CallScreen({ call, lesson, kind = 'lesson', viewerId, localStream, now, end, notebook }: Props) {
  const { t } = useTranslation();
  const other = lesson.tutor.id === viewerId ? lesson.student : lesson.tutor;
  const them = call.participants?.find((p) => p.userId === other.id);
  // one panel beside the video on a desktop, over its lower part on a phone: the chat (open at first on a desktop) or the notebook
  const [panel, setPanel] = useState<'chat' | 'notebook' | null>(() => (wideScreen() ? 'chat' : null));
  const [notebookOpened, setNotebookOpened] = useState(false);
  const chatOpen = panel === 'chat';
  const toggle = (which: 'chat' | 'notebook') => {
    if (which === 'notebook') setNotebookOpened(true);
    setPanel(panel === which ? null : which);
  };
  const fromOther = call.chat.messages.filter((m) => m.senderId !== viewerId).length;
  const [seen, setSeen] = useState(fromOther);
  useEffect(() => {
    if (chatOpen) setSeen(fromOther);
  }, [chatOpen, fromOther]);
  const showRemote = Boolean(them && call.remoteStream && (them.camera || them.sharing));
  return (
    <section
      aria-label={t('session.call.label')}
      className="fixed inset-0 z-50 flex flex-col bg-gray-950 text-white"
      data-testid="call-screen"
    >
      <header className="flex items-center justify-between gap-3 px-3 py-2 sm:px-5 sm:py-3">
        <div className="min-w-0">
          <h1 className="truncate font-700">{t('session.title', { name: other.displayName, context: kind })}</h1>
          <ConnectionStatus call={call} otherName={other.displayName} otherIn={Boolean(them)} />
        </div>
        <LessonTimer now={now} start={lesson.start} end={end} />
      </header>
      <div className="relative flex min-h-0 flex-1">
        <div className="relative min-w-0 flex-1 overflow-hidden bg-black sm:mx-3 sm:rounded-2xl">
          <VideoView
            stream={call.remoteStream}
            label={t('session.call.remoteVideo', { name: other.displayName })}
            testId="remote-video"
            className={`absolute inset-0 h-full w-full ${them?.sharing ? 'object-contain' : 'object-cover md:object-contain'} ${showRemote ? '' : 'invisible'}`}
          />
          {!showRemote && (
            <div className="absolute inset-0 grid place-items-center p-6 text-center">
              <div>
                <span className="mx-auto grid h-24 w-24 place-items-center rounded-full bg-brand-700 text-4xl font-700" aria-hidden>
                  {other.displayName.slice(0, 1)}
                </span>
                <p className="mt-3 text-gray-200">
                  {them
                    ? t('session.call.otherCameraOff', { name: other.displayName })
                    : t('session.call.waiting', { name: other.displayName })}
                </p>
              </div>
            </div>
          )}
          <ul className="absolute start-3 top-3 flex flex-wrap gap-2 text-sm" aria-live="polite">
            {them && !them.camera && (
              <Badge testId="remote-camera-off" icon="cameraOff">
                {t('session.call.otherCameraOff', { name: other.displayName })}
              </Badge>
            )}
            {them && !them.mic && (
              <Badge testId="remote-mic-off" icon="micOff">
                {t('session.call.otherMicOff', { name: other.displayName })}
              </Badge>
            )}
            {them?.sharing && (
              <Badge testId="remote-sharing" icon="screen">
                {t('session.call.otherSharing', { name: other.displayName })}
              </Badge>
            )}
            {call.sharing && (
              <Badge testId="self-sharing" icon="screen">
                {t('session.call.youAreSharing')}
              </Badge>
            )}
          </ul>
          <div className="absolute bottom-3 end-3 aspect-[3/4] w-24 overflow-hidden rounded-xl border-2 border-white/20 bg-gray-800 shadow-lg sm:aspect-video sm:w-48 lg:w-56">
            <VideoView
              stream={call.localPreview ?? localStream}
              muted
              mirrored
              label={t('session.call.localVideo')}
              className="h-full w-full object-cover"
              testId="local-video"
            />
            {!call.camera && (
              <span className="absolute inset-0 grid place-items-center bg-gray-800 text-gray-300" data-testid="self-camera-off">
                <Icon name="cameraOff" className="h-7 w-7" />
                <span className="sr-only">{t('session.call.cameraOff')}</span>
              </span>
            )}
            {!call.mic && (
              <span className="absolute bottom-1 start-1 rounded-full bg-red-600 p-1" title={t('session.call.micOff')}>
                <Icon name="micOff" className="h-3.5 w-3.5" />
                <span className="sr-only">{t('session.call.micOff')}</span>
              </span>
            )}
          </div>
        </div>
        {chatOpen && (
          <aside className={PANEL}>
            <SessionChat chat={call.chat} viewerId={viewerId} otherName={other.displayName} onClose={() => setPanel(null)} />
          </aside>
        )}
        {notebook && notebookOpened && (
          <aside
            // hidden, not unmounted, when closed: its socket and what was typed offline stay until the call ends
            className={`${PANEL} ${panel === 'notebook' ? 'flex' : 'hidden'} flex-col bg-gray-50 text-gray-900 lg:w-[26rem] xl:w-[30rem]`}
            data-testid="call-notebook"
          >
            <div className="flex justify-end px-2 pt-2">
              <button
                type="button"
                className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-200"
                aria-label={t('session.call.closeNotebook')}
                onClick={() => setPanel(null)}
              >
                <Icon name="close" />
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">{notebook}</div>
          </aside>
        )}
      </div>
      <footer className="px-3 pt-3" style={{ paddingBottom: 'max(0.75rem, env(safe-area-inset-bottom))' }}>
        <CallControls
          call={call}
          chatOpen={chatOpen}
          unread={Math.max(0, fromOther - seen)}
          onChat={() => toggle('chat')}
          kind={kind}
          notebookOpen={notebook ? panel === 'notebook' : undefined}
          onNotebook={() => toggle('notebook')}
        />
      </footer>
    </section>
  );
}

function Badge({ icon, testId, children }: { icon: 'cameraOff' | 'micOff' | 'screen'; testId: string; children: string }) {
  return (
    <li className="flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1 backdrop-blur" data-testid={testId}>
      <Icon name={icon} className="h-4 w-4" />
      {children}
    </li>
  );
}

/** Time left until the lesson's end (or until its start, for members who came early), for both members alike. */
function LessonTimer({ now, start, end }: { now: number; start: number; end: number }) {
  const { t } = useTranslation();
  const soon = now >= start && end - now <= ENDING_SOON_MS;
  return (
    <p
      role="timer"
      aria-label={t('session.call.timerLabel')}
      data-testid="lesson-timer"
      title={soon ? t('session.call.endingSoon') : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      className={`shrink-0 rounded-full px-3 py-1 text-sm font-700 ${soon ? 'bg-amber-500 text-gray-950' : 'bg-white/15'}`}
    >
      {now < start
        ? t('session.call.startsIn', { time: formatClock(start - now) })
        : t('session.call.left', { time: formatClock(end - now) })}
    </p>
  );
}

function ConnectionStatus({ call, otherName, otherIn }: { call: LessonCall; otherName: string; otherIn: boolean }) {
  const { t } = useTranslation();
  const state =
    call.roomState !== 'open'
      ? 'offline'
      : !otherIn
        ? 'waiting'
        : call.videoState === 'connected'
          ? call.unstable
            ? 'unstable'
            : 'connected'
          : call.videoState === 'waiting' || call.videoState === 'closed'
            ? 'connecting'
            : call.videoState;
  const dot = state === 'connected' ? 'bg-green-400' : state === 'failed' || state === 'offline' ? 'bg-red-400' : 'bg-amber-400';
  return (
    <p
      role="status"
      aria-label={t('session.status.label')}
      className="flex items-center gap-1.5 text-xs text-gray-300"
      data-testid="connection-status"
      data-state={state}
    >
      <span className={`h-2 w-2 rounded-full ${dot}`} aria-hidden />
      {state === 'waiting' ? t('session.call.waiting', { name: otherName }) : t(`session.status.${state}`)}
    </p>
  );
}
