import type { SessionKind } from '@kalam/core/session';
import { useTranslation } from 'react-i18next';
import type { LessonCall } from '../hooks/use-lesson-call';
import { Icon, type IconName } from './icons';
import '../i18n';

/** Mic, camera, screen, chat, notebook and leave: round buttons, their pressed state for screen readers, the leave one red. */
export function CallControls({
  call,
  chatOpen,
  unread,
  onChat,
  notebookOpen,
  kind = 'lesson',
  onNotebook,
}: {
  call: LessonCall;
  chatOpen: boolean;
  unread: number;
  onChat: () => void;
  /** a lesson's or an interview's: the notebook button says whose notebook it opens */
  kind?: SessionKind;
  /** whether the notebook's panel shows; no button when the session has no notebook */
  notebookOpen?: boolean;
  onNotebook?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t('session.call.controls')} className="flex items-center justify-center gap-2.5 sm:gap-4">
      <RoundButton
        icon={call.mic ? 'mic' : 'micOff'}
        label={t(call.mic ? 'session.call.micOn' : 'session.call.micOffAction')}
        off={!call.mic}
        onClick={call.toggleMic}
        testId="toggle-mic"
      />
      <RoundButton
        icon={call.camera ? 'camera' : 'cameraOff'}
        label={t(call.camera ? 'session.call.cameraOn' : 'session.call.cameraOffAction')}
        off={!call.camera}
        onClick={call.toggleCamera}
        testId="toggle-camera"
      />
      {call.canShare && (
        <RoundButton
          icon="screen"
          label={t(call.sharing ? 'session.call.stopShare' : 'session.call.share')}
          on={call.sharing}
          onClick={() => void call.toggleShare()}
          testId="toggle-share"
        />
      )}
      <span className="relative">
        <RoundButton icon="chat" label={t('session.call.chat')} pressed={chatOpen} onClick={onChat} testId="toggle-chat" />
        {unread > 0 && !chatOpen && (
          <span
            className="absolute -top-1 -end-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-700 text-white"
            data-testid="chat-unread"
          >
            <span aria-hidden>{unread}</span>
            <span className="sr-only">{t('session.call.unread', { count: unread })}</span>
          </span>
        )}
      </span>
      {notebookOpen !== undefined && onNotebook && (
        <RoundButton
          icon="notebook"
          label={t('session.call.notebook', { context: kind })}
          pressed={notebookOpen}
          onClick={onNotebook}
          testId="toggle-notebook"
        />
      )}
      <button
        type="button"
        className="grid h-12 w-16 place-items-center rounded-full bg-red-600 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-white"
        aria-label={t('session.call.leave')}
        title={t('session.call.leave')}
        onClick={call.leave}
      >
        <Icon name="leave" className="h-6 w-6" />
      </button>
    </div>
  );
}

/** The label says what a click does; only the chat and notebook buttons, whose labels stay, report pressed. */
function RoundButton({
  icon,
  label,
  off = false,
  on = false,
  pressed,
  onClick,
  testId,
}: {
  icon: IconName;
  label: string;
  off?: boolean;
  on?: boolean;
  pressed?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className={`grid h-12 w-12 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-white ${
        off ? 'bg-white text-gray-900' : on || pressed ? 'bg-brand-600 text-white' : 'bg-white/15 text-white hover:bg-white/25'
      }`}
    >
      <Icon name={icon} className="h-6 w-6" />
    </button>
  );
}
