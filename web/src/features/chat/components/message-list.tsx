import type { ChatRoomView } from '@kalam/core';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { useMessages } from '../api/messages';
import type { Failure, useChatActions } from '../hooks/use-chat-actions';
import { flattenMessages } from '../lib/cache';
import { MessageBubble } from './message-bubble';
import '../i18n';

const NEAR = 80;
const subscribeVisibility = (l: () => void) => (
  document.addEventListener('visibilitychange', l), () => document.removeEventListener('visibilitychange', l)
);
const useVisible = () => useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== 'hidden');

interface Props {
  room: ChatRoomView;
  viewerId: number;
  actions: ReturnType<typeof useChatActions>;
  failureText: (code: Failure) => string;
  onDelete: (messageId: number) => void;
}

/** The conversation, oldest at the top; scrolling up loads earlier pages, and the newest is marked read while in view. */
export function MessageList({ room, viewerId, actions, failureText, onDelete }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useMessages(room.id);
  const messages = flattenMessages(query.data).reverse();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const lastRead = useRef(0);
  const visible = useVisible();
  const oldest = messages[0]?.id;
  const newest = messages[messages.length - 1];
  const newestStored = messages.findLast((m) => !m.status);

  const loadEarlier = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    const el = box.current;
    anchor.current = el ? { height: el.scrollHeight, top: el.scrollTop } : null;
    void query.fetchNextPage();
  };

  // Earlier pages go above: keep the messages in view where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an earlier page arrives (the oldest message changes)
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !anchor.current) return;
    el.scrollTop = anchor.current.top + el.scrollHeight - anchor.current.height;
    anchor.current = null;
  }, [oldest]);

  // New messages at the bottom: follow them when already there, or when the viewer just sent one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message or its status changes, not on every render
  useLayoutEffect(() => {
    const el = box.current;
    if (el && newest && (atBottom.current || (newest.senderId === viewerId && newest.status === 'pending'))) el.scrollTop = el.scrollHeight;
  }, [newest?.id, newest?.senderId, newest?.status, viewerId]);

  useEffect(() => {
    if (!newestStored || !visible || newestStored.id <= lastRead.current) return;
    if (room.unread === 0 && newestStored.senderId === viewerId) return;
    lastRead.current = newestStored.id;
    void actions.markRead(newestStored.id);
  }, [actions, newestStored, room.unread, viewerId, visible]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
    if (el.scrollTop < NEAR) loadEarlier();
  };
  const edit = async (messageId: number, text: string) => {
    const failure = await actions.editMessage(messageId, text);
    if (failure) toast({ type: 'error', title: failureText(failure) });
    return !failure;
  };

  if (query.isPending)
    return (
      <div className="flex-1">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <div className="flex-1">
        <LoadError message={t('chat.messages.error')} onRetry={() => query.refetch()} />
      </div>
    );
  return (
    <div
      ref={box}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto bg-gray-50/60 px-3 py-4 md:px-5"
      role="log"
      aria-label={t('chat.messages.label')}
      data-testid="messages"
    >
      {query.hasNextPage && (
        <p className="mb-3 text-center">
          <button type="button" className="btn-ghost px-4 py-1.5 text-sm" onClick={loadEarlier} disabled={query.isFetchingNextPage}>
            {t('chat.messages.earlier')}
          </button>
        </p>
      )}
      {messages.length === 0 && <p className="py-10 text-center text-gray-600">{t('chat.messages.empty')}</p>}
      <ol className="space-y-2">
        {messages.map((m) => (
          <MessageBubble
            key={m.refId ?? `id-${m.id}`}
            message={m}
            mine={m.senderId === viewerId}
            read={!m.status && m.id <= (room.readByCounterpart ?? 0)}
            failureText={failureText}
            onRetry={() => void actions.retry(m)}
            onEdit={(text) => edit(m.id, text)}
            onDelete={() => onDelete(m.id)}
          />
        ))}
      </ol>
    </div>
  );
}
