import { photoUrl } from '@kalam/core/constants';
import type { CSSProperties } from 'react';

const SIZES = { xs: 'h-8 w-8 text-sm', sm: 'h-12 w-12 text-base', md: 'h-16 w-16 text-xl', lg: 'h-24 w-24 text-3xl' } as const;
const PIXELS = { xs: 32, sm: 48, md: 64, lg: 96 } as const;

/** A photo at `src`, or the name's initials on a tinted square (a circle when `round`); `className` sizes it. */
export function Avatar({
  name,
  src,
  className,
  round = false,
  lazy = false,
  px,
  style,
}: {
  name: string;
  src: string | null;
  className: string;
  round?: boolean;
  lazy?: boolean;
  /** the image's width and height attributes, so the page keeps its place before it loads */
  px?: number;
  style?: CSSProperties;
}) {
  const shape = `${className} shrink-0 ${round ? 'rounded-full' : 'rounded-2xl'}`;
  if (src)
    return (
      <img src={src} alt="" className={`${shape} object-cover`} loading={lazy ? 'lazy' : undefined} width={px} height={px} style={style} />
    );
  // A non-joiner keeps Arabic initials apart instead of joining them into one word.
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('\u200c');
  return (
    <span className={`${shape} grid place-items-center bg-brand-100 font-700 text-brand-800`} style={style} aria-hidden dir="auto">
      {initials}
    </span>
  );
}

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
  return <Avatar name={name} src={image && photoUrl(image, 'small')} className={SIZES[size]} lazy={lazy} px={PIXELS[size]} />;
}
