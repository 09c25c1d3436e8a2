import type { ChatRoomView } from '@kalam/core';
import { BOUNDS } from '@kalam/core/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatNumber } from '../../../lib/format';
import { useRooms } from '../api/rooms';
import { previewText } from '../lib/text';
import { formatChatTime } from '../lib/time';
import { ChatIcon } from './chat-icon';
import { PresenceAvatar } from './presence-avatar';
import '../i18n';

const PAGE = 30;

/** The viewer's rooms with a name search; the open one is marked. */
export function RoomsList({ viewerId, selectedId, base = '/chat' }: { viewerId: number; selectedId: number; base?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [size, setSize] = useState(PAGE);
  useEffect(() => {
    const timer = setTimeout(() => (setSearch(typed.trim()), setSize(PAGE)), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const rooms = useRooms(viewerId, search, size);
  return (
    <>
      <div className="border-b border-gray-200 p-4">
        <h1 className="text-xl font-700 text-brand-900">{t('chat.title')}</h1>
        <input
          type="search"
          className="input mt-3"
          value={typed}
          maxLength={BOUNDS.search.max}
          aria-label={t('chat.rooms.search')}
          placeholder={t('chat.rooms.search')}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <QueryState
          query={rooms}
          error={t('chat.rooms.error')}
          empty={({ list }) =>
            list.length === 0 && <p className="p-6 text-center text-gray-600">{search ? t('chat.rooms.noMatch') : t('chat.rooms.empty')}</p>
          }
        >
          {({ list, total }) => (
            <>
              <ul aria-label={t('chat.rooms.label')} className="divide-y divide-gray-100">
                {list.map((room) => (
                  <li key={room.id}>
                    <RoomItem room={room} viewerId={viewerId} selected={room.id === selectedId} base={base} />
                  </li>
                ))}
              </ul>
              {total > list.length && size < BOUNDS.pageSize.max && (
                <div className="p-3 text-center">
                  <button
                    type="button"
                    className="btn-ghost px-4 py-1.5 text-sm"
                    onClick={() => setSize((s) => Math.min(BOUNDS.pageSize.max, s + PAGE))}
                  >
                    {t('chat.rooms.more')}
                  </button>
                </div>
              )}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

export function RoomItem({
  room,
  viewerId,
  selected = false,
  base = '/chat',
}: {
  room: ChatRoomView;
  viewerId: number;
  selected?: boolean;
  /** the chat screen's address: the admin area has its own */
  base?: string;
}) {
  const { t } = useTranslation();
  const latest = room.latest;
  const preview = !latest
    ? t('chat.rooms.noMessages')
    : latest.deletedAt
      ? t('chat.message.deleted')
      : latest.senderId === viewerId
        ? t('chat.rooms.you', { text: previewText(latest.text) })
        : previewText(latest.text);
  return (
    <Link
      to={`${base}?room=${room.id}`}
      aria-current={selected ? 'page' : undefined}
      data-testid="chat-room"
      data-room-id={room.id}
      // inline-size containment: a long name or preview is cut on its line instead of widening the card's grid
      className={`flex items-center gap-3 px-4 py-3 [contain:inline-size] hover:bg-gray-50 ${selected ? 'bg-brand-50' : ''}`}
    >
      <PresenceAvatar member={room.counterpart} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${room.unread ? 'font-700' : 'font-600'} text-gray-900`} dir="auto" data-testid="room-name">
            {room.counterpart.displayName}
          </span>
          {latest && <span className="shrink-0 text-xs text-gray-500">{formatChatTime(latest.createdAt)}</span>}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${room.unread ? 'text-gray-900' : 'text-gray-600'}`}
            dir="auto"
            data-testid="room-preview"
          >
            {preview}
          </span>
          {room.pinned && (
            <span role="img" aria-label={t('chat.pinned')} title={t('chat.pinned')} data-testid="pinned-mark" className="text-gray-500">
              <ChatIcon name="pin" className="h-3.5 w-3.5" />
            </span>
          )}
          {room.muted && (
            <span role="img" aria-label={t('chat.muted')} title={t('chat.muted')} data-testid="muted-mark" className="text-gray-500">
              <ChatIcon name="muted" className="h-3.5 w-3.5" />
            </span>
          )}
          {room.unread > 0 && (
            <span
              className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-700 text-white"
              data-testid="unread-badge"
            >
              <span aria-hidden>{formatNumber(room.unread)}</span>
              <span className="sr-only">{t('chat.rooms.unread', { count: room.unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
