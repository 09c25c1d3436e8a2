import type { PublicUser } from '@kalam/core/api';
import { photoUrl } from '@kalam/core/constants';

/** A person's photo, or their initials on a tinted circle. */
export function PersonAvatar({ user, size = 40 }: { user: Pick<PublicUser, 'name' | 'image'>; size?: number }) {
  const style = { width: size, height: size };
  if (user.image)
    return (
      <img
        src={photoUrl(user.image, 'small')}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover"
        loading="lazy"
      />
    );
  // a non-joiner keeps Arabic initials apart instead of joining them into one word
  const initials = user.name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('\u200c');
  return (
    <span
      style={style}
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-700 text-brand-800"
      aria-hidden
      dir="auto"
    >
      {initials}
    </span>
  );
}
