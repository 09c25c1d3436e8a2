import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useRooms } from '../api/rooms';
import { RoomItem } from './rooms-list';
import '../i18n';

/** The latest three conversations with their unread counts; the socket keeps them current. */
export function ChatCard({ viewerId }: { viewerId: number }) {
  const { t } = useTranslation();
  const rooms = useRooms(viewerId, '', 3);
  return (
    <section className="card p-5" aria-labelledby="chat-title" data-testid="chat-card">
      <div className="flex items-center justify-between">
        <h2 id="chat-title" className="font-700 text-brand-900">
          {t('chat.summary.title')}
        </h2>
        <Link to="/chat" className="text-sm text-brand-700 underline">
          {t('chat.summary.all')}
        </Link>
      </div>
      {rooms.isPending ? (
        <Spinner />
      ) : rooms.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {t('chat.summary.error')}
        </p>
      ) : rooms.data.list.length === 0 ? (
        <p className="mt-2 text-gray-600">{t('chat.summary.empty')}</p>
      ) : (
        <ul className="-mx-4 mt-2 divide-y divide-gray-100">
          {rooms.data.list.map((room) => (
            <li key={room.id}>
              <RoomItem room={room} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
