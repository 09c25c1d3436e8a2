import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { useRoom, useRoomWith } from '../features/chat/api/rooms';
import { Conversation } from '../features/chat/components/conversation';
import { RoomsList } from '../features/chat/components/rooms-list';
import { StartConversation } from '../features/chat/components/start-conversation';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/session';
import '../features/chat/i18n';

const positive = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/** Rooms beside the open conversation on wide screens; one after the other on phones. `?room=` or `?with=` opens one. */
export default function Chat() {
  return <ChatScreen base="/chat" />;
}

/** The chat screen at `base` (`/chat`, or `/admin/chat` inside the admin layout). */
export function ChatScreen({ base }: { base: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const roomId = positive(params.get('room'));
  const withId = positive(params.get('with'));
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(`${base}${search}`)}`} replace />;
  const open = roomId > 0 || withId > 0;
  const back = () => setParams({});
  const openRoom = (id: number) => setParams({ room: String(id) }, { replace: true });
  return (
    <div className="container py-3 md:py-6">
      <div className="card grid h-[calc(100dvh-5.5rem-var(--tab-bar,0px))] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden md:h-[calc(100dvh-8rem)] md:grid-cols-[19rem_minmax(0,1fr)] lg:grid-cols-[23rem_minmax(0,1fr)]">
        <div className={`${open ? 'hidden md:flex' : 'flex'} min-h-0 min-w-0 flex-col border-gray-200 md:border-e`}>
          <RoomsList viewerId={user.id} selectedId={roomId} base={base} />
        </div>
        <div className={`${open ? 'flex' : 'hidden md:flex'} min-h-0 min-w-0 flex-col`}>
          {roomId ? (
            <RoomConversation key={roomId} roomId={roomId} viewerId={user.id} onBack={back} />
          ) : withId && withId !== user.id ? (
            <OpenWith key={withId} userId={withId} viewerId={user.id} base={base} onBack={back} onOpen={openRoom} />
          ) : (
            <p className="m-auto max-w-xs p-6 text-center text-gray-600">{withId ? t('chat.notFound') : t('chat.pick')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

function RoomConversation({ roomId, viewerId, onBack }: { roomId: number; viewerId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const room = useRoom(viewerId, roomId);
  if (room.isPending) return <Spinner />;
  if (room.isError) {
    if (room.error instanceof ApiError && room.error.status === 404) return <Missing onBack={onBack} />;
    return <LoadError message={t('chat.messages.error')} onRetry={() => room.refetch()} />;
  }
  return <Conversation room={room.data} viewerId={viewerId} onBack={onBack} />;
}

/** `?with=`: the room with that person when there is one, else the first-message composer. */
function OpenWith({
  userId,
  viewerId,
  base,
  onBack,
  onOpen,
}: {
  userId: number;
  viewerId: number;
  base: string;
  onBack: () => void;
  onOpen: (roomId: number) => void;
}) {
  const { t } = useTranslation();
  const room = useRoomWith(viewerId, userId);
  if (room.isPending) return <Spinner />;
  if (room.data) return <Navigate to={`${base}?room=${room.data.id}`} replace />;
  if (room.data === null) return <StartConversation userId={userId} onBack={onBack} onOpen={onOpen} />;
  return <LoadError message={t('chat.messages.error')} onRetry={() => room.refetch()} />;
}

function Missing({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="m-auto p-6 text-center">
      <p className="text-gray-600">{t('chat.notFound')}</p>
      <button type="button" className="btn-ghost mt-4 md:hidden" onClick={onBack}>
        {t('chat.back')}
      </button>
    </div>
  );
}
