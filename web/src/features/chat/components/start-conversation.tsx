import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TutorAvatar } from '../../../components/tutor-avatar';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { useNewRoom } from '../api/new-room';
import { usePerson } from '../api/person';
import { toMessageHtml } from '../lib/text';
import { Composer } from './composer';
import '../i18n';
import '../../../lib/error-messages';

/** No room with this person yet: the first message creates it (or opens the one that already exists). */
export function StartConversation({ userId, onBack, onOpen }: { userId: number; onBack: () => void; onOpen: (roomId: number) => void }) {
  const { t } = useTranslation();
  const create = useNewRoom();
  const person = usePerson(userId);
  const error = create.error instanceof ApiError ? create.error : null;
  const send = async (text: string) => {
    try {
      onOpen((await create.mutateAsync({ userId, message: toMessageHtml(text) })).room.id);
      return true;
    } catch (e) {
      const roomId = e instanceof ApiError && e.code === 'room-exists' ? (e.details as { roomId?: number } | undefined)?.roomId : undefined;
      if (roomId) onOpen(roomId);
      return false;
    }
  };
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-labelledby="start-title">
      <header className="flex items-center gap-3 border-b border-gray-200 px-3 py-3 md:px-4">
        <button type="button" className="btn-ghost px-2.5 py-1.5 md:hidden" onClick={onBack} aria-label={t('chat.back')}>
          <span aria-hidden>→</span>
        </button>
        {person.data && <TutorAvatar name={person.data.displayName} image={person.data.image} size="sm" />}
        <h2 id="start-title" className="min-w-0 truncate font-700 text-gray-900" dir="auto">
          {person.data ? t('chat.start.titleWith', { name: person.data.displayName }) : t('chat.start.title')}
        </h2>
      </header>
      <div className="flex-1 p-6 text-center text-gray-600" data-testid="start-conversation">
        <p>{t('chat.start.body')}</p>
        {error && error.code !== 'room-exists' && (
          <p role="alert" className="mt-4 text-red-700">
            {error.errors.verified === 'required' ? (
              <>
                {t('chat.start.unverified')}{' '}
                <Link to="/verify-email" className="font-700 underline">
                  {t('chat.start.verify')}
                </Link>
              </>
            ) : error.errors.userId === 'invalid' ? (
              t('chat.start.invalidUser')
            ) : (
              apiErrorMessage(t, error)
            )}
          </p>
        )}
        {create.error && !error && (
          <p role="alert" className="mt-4 text-red-700">
            {t('common.genericError')}
          </p>
        )}
      </div>
      <Composer onSend={send} busy={create.isPending} autoFocus />
    </section>
  );
}
