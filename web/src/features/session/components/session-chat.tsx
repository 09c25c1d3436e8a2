import { BOUNDS } from '@kalam/core/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, userTimeZone } from '../../../lib/format';
import { messageText } from '../../../lib/message-text';
import type { SessionChat as Chat } from '../hooks/use-session-chat';
import { Icon } from './icons';
import '../i18n';
import '../../../lib/live-errors';
import '../../../lib/error-messages';

/** The call's chat panel: this lesson's messages, newest at the bottom, and a one-line composer. */
export function SessionChat({
  chat,
  viewerId,
  otherName,
  onClose,
}: {
  chat: Chat;
  viewerId: number;
  otherName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const count = chat.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message scrolls the list to the bottom
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  const length = text.trim().length;
  const canSend = length >= BOUNDS.chatMessage.min && length <= BOUNDS.chatMessage.max;
  const send = () => {
    if (!canSend) return;
    void chat.send(text);
    setText('');
  };
  const zone = userTimeZone();
  return (
    <section
      className="flex h-full min-h-0 flex-col bg-white text-gray-900"
      aria-labelledby="session-chat-title"
      data-testid="session-chat"
    >
      <header className="flex items-center justify-between border-b border-gray-200 px-4 py-2.5">
        <h2 id="session-chat-title" className="font-700">
          {t('session.chat.title')}
        </h2>
        <button
          type="button"
          className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-100"
          aria-label={t('session.chat.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </header>
      <ol ref={list} className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-3" aria-live="polite">
        {count === 0 && (
          <li className="m-auto max-w-60 text-center text-sm text-gray-500">{t('session.chat.empty', { name: otherName })}</li>
        )}
        {chat.messages.map((m) => {
          const mine = m.senderId === viewerId;
          return (
            <li
              key={m.refId ?? m.id}
              className={`flex flex-col ${mine ? 'items-start' : 'items-end'}`}
              data-testid="session-message"
              data-mine={mine}
              data-status={m.status ?? 'stored'}
            >
              <p
                className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-1.5 ${mine ? 'rounded-ss-sm bg-brand-700 text-white' : 'rounded-se-sm bg-gray-100'} ${m.status === 'failed' ? 'opacity-70' : ''}`}
                dir="auto"
              >
                {messageText(m.text)}
              </p>
              <span className="mt-0.5 text-xs text-gray-500">
                {m.status === 'pending' ? (
                  t('session.chat.pending')
                ) : (
                  <time dateTime={new Date(m.createdAt).toISOString()}>{formatTime(m.createdAt, zone)}</time>
                )}
              </span>
              {m.status === 'failed' && (
                <span className="text-xs text-red-700" role="alert">
                  {m.failure && m.failure !== 'timeout' ? t(`errors.ack.${m.failure}`) : t('session.chat.failed')}{' '}
                  <button type="button" className="font-600 underline" onClick={() => void chat.retry(m)}>
                    {t('session.chat.retry')}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <form className="flex items-center gap-2 border-t border-gray-200 p-2.5" onSubmit={(e) => (e.preventDefault(), send())}>
        <input
          className="input py-2"
          value={text}
          dir={text ? 'auto' : undefined}
          maxLength={BOUNDS.chatMessage.max}
          aria-label={t('session.chat.label')}
          placeholder={t('session.chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn-primary px-4 py-2" disabled={!canSend}>
          {t('session.chat.send')}
        </button>
      </form>
    </section>
  );
}
