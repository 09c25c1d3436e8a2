import { photoUrl } from '@kalam/core/constants';
import { mediaUrl } from '../lib/media';

/** The tutor's photo, or their initials on a tinted square. */
export function TutorPhoto({ name, image, className = 'h-16 w-16 text-xl' }: { name: string; image: string | null; className?: string }) {
  if (image)
    return (
      <img src={mediaUrl(photoUrl(image, 'small'))} alt="" loading="lazy" className={`${className} shrink-0 rounded-2xl object-cover`} />
    );
  // a non-joiner keeps Arabic initials apart
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('\u200c');
  return (
    <span
      className={`${className} grid shrink-0 place-items-center rounded-2xl bg-brand-100 font-700 text-brand-800`}
      aria-hidden
      dir="auto"
    >
      {initials}
    </span>
  );
}
