import { photoUrl } from '@kalam/core/constants';

const SIZES = { xs: 'h-8 w-8 text-sm', sm: 'h-12 w-12 text-base', md: 'h-16 w-16 text-xl', lg: 'h-24 w-24 text-3xl' } as const;
const PIXELS = { xs: 32, sm: 48, md: 64, lg: 96 } as const;

/** The tutor's photo, or their initials on a tinted square. */
export function TutorAvatar({
  name,
  image,
  size = 'md',
  lazy = false,
}: {
  name: string;
  image: string | null;
  size?: keyof typeof SIZES;
  lazy?: boolean;
}) {
  const px = PIXELS[size];
  if (image)
    return (
      <img
        src={photoUrl(image, 'small')}
        alt=""
        className={`${SIZES[size]} shrink-0 rounded-2xl object-cover`}
        loading={lazy ? 'lazy' : undefined}
        width={px}
        height={px}
      />
    );
  // A non-joiner keeps Arabic initials apart instead of joining them into one word.
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('\u200c');
  return (
    <span
      className={`${SIZES[size]} grid shrink-0 place-items-center rounded-2xl bg-brand-100 font-700 text-brand-800`}
      aria-hidden
      dir="auto"
    >
      {initials}
    </span>
  );
}
