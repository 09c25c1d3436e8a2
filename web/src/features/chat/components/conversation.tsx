import type { ChatRoomView } from '@kalam/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { useSocket } from '../../../lib/socket';
import { useUpdateRoom } from '../api/rooms';
import { useChatActions, useFailureText } from '../hooks/use-chat-actions';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { setViewingRoom } from '../lib/cache';
import { useTyping } from '../lib/typing';
import { ChatIcon } from './chat-icon';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PresenceAvatar } from './presence-avatar';
import '../i18n';

/** One room: who, their messages, who is typing and the composer. */
export function Conversation({ room, viewerId, onBack }: { room: ChatRoomView; viewerId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useSocket();
  const actions = useChatActions(room.id, viewerId);
  const failureText = useFailureText();
  const typing = useTypingSignal(room.id);
  const otherTyping = useTyping(room.id);
  const update = useUpdateRoom();
  const [deleting, setDeleting] = useState<number | null>(null);
  const other = room.counterpart;

  useEffect(() => {
    setViewingRoom(room.id);
    return () => setViewingRoom(null);
  }, [room.id]);

  const toggle = (setting: 'pinned' | 'muted') =>
    update.mutate(
      { roomId: room.id, [setting]: !room[setting] },
      { onError: () => toast({ type: 'error', title: t('chat.settingError') }) },
    );
  const confirmDelete = async () => {
    if (deleting === null) return;
    const failure = await actions.deleteMessage(deleting);
    setDeleting(null);
    if (failure) toast({ type: 'error', title: failureText(failure) });
  };

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-labelledby="conversation-title">
      <header className="flex items-center gap-3 border-b border-gray-200 px-3 py-2.5 md:px-4">
        <button type="button" className="btn-ghost px-2.5 py-1.5 md:hidden" onClick={onBack} aria-label={t('chat.back')}>
          <span aria-hidden className="inline-block">
            →
          </span>
        </button>
        <PresenceAvatar member={other} />
        <div className="min-w-0 flex-1">
          <h2 id="conversation-title" className="truncate font-700 text-gray-900" dir="auto">
            {other.displayName}
          </h2>
          <p className={`text-xs ${other.online ? 'text-green-700' : 'text-gray-500'}`} data-testid="counterpart-status">
            {other.online ? t('chat.online') : t('chat.offline')}
            {state === 'connecting' && <span className="ms-2 text-amber-700">· {t('chat.connecting')}</span>}
          </p>
        </div>
        <button
          type="button"
          aria-pressed={room.pinned}
          aria-label={t('chat.pin')}
          title={t('chat.pin')}
          onClick={() => toggle('pinned')}
          className={`rounded-lg p-2 ${room.pinned ? 'bg-brand-100 text-brand-800' : 'text-gray-500 hover:bg-gray-100'}`}
        >
          <ChatIcon name="pin" className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-pressed={room.muted}
          aria-label={t('chat.mute')}
          title={t('chat.mute')}
          onClick={() => toggle('muted')}
          className={`rounded-lg p-2 ${room.muted ? 'bg-brand-100 text-brand-800' : 'text-gray-500 hover:bg-gray-100'}`}
        >
          <ChatIcon name="muted" className="h-5 w-5" />
        </button>
      </header>
      <MessageList room={room} viewerId={viewerId} actions={actions} failureText={failureText} onDelete={setDeleting} />
      <div className="h-6 px-4 text-sm text-gray-500" aria-live="polite">
        {otherTyping && (
          <p role="status" data-testid="typing-indicator">
            {t('chat.typing', { name: other.displayName })}
          </p>
        )}
      </div>
      <Composer onTyping={typing.typed} onSend={(text) => (typing.stop(), void actions.sendMessage(text))} />
      {deleting !== null && (
        <ConfirmDialog
          title={t('chat.message.confirmDelete')}
          body={t('chat.message.confirmDeleteBody')}
          confirm={t('chat.message.delete')}
          cancel={t('chat.message.keep')}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
