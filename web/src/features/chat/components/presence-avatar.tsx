import type { ChatMember } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { TutorAvatar } from '../../../components/tutor-avatar';
import '../i18n';

/** A member's photo or initials with a green dot while they are online. */
export function PresenceAvatar({ member }: { member: ChatMember }) {
  const { t } = useTranslation();
  return (
    <span className="relative shrink-0">
      <TutorAvatar name={member.displayName} image={member.image} size="sm" />
      <span
        role="img"
        aria-label={member.online ? t('chat.online') : t('chat.offline')}
        data-testid="online-dot"
        data-online={member.online}
        className={`absolute -bottom-0.5 -end-0.5 h-3.5 w-3.5 rounded-full border-2 border-white ${member.online ? 'bg-green-500' : 'bg-gray-300'}`}
      />
    </span>
  );
}
