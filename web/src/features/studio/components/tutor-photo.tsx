import { photoUrl } from '@kalam/core/constants';
import { Avatar } from '../../../components/tutor-avatar';
import { mediaUrl } from '../lib/media';

/** The tutor's photo (from the media address), or their initials on a tinted square. */
export function TutorPhoto({ name, image, className = 'h-16 w-16 text-xl' }: { name: string; image: string | null; className?: string }) {
  return <Avatar name={name} src={image && mediaUrl(photoUrl(image, 'small'))} className={className} lazy />;
}
