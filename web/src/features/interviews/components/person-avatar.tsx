import type { PublicUser } from '@kalam/core/api';
import { photoUrl } from '@kalam/core/constants';
import { Avatar } from '../../../components/tutor-avatar';

/** A person's photo, or their initials on a tinted circle. */
export function PersonAvatar({ user, size = 40 }: { user: Pick<PublicUser, 'name' | 'image'>; size?: number }) {
  const style = { width: size, height: size };
  return (
    <Avatar name={user.name} src={user.image && photoUrl(user.image, 'small')} className="text-sm" round lazy px={size} style={style} />
  );
}
