import { StrokeIcon } from '../../../components/stroke-icon';

// Inline icons: emoji fonts differ between devices, these do not.
const paths = {
  pin: 'M12 17v5M9 10.8V4h6v6.8l2.6 3.1c.5.6.1 1.6-.7 1.6H7.1c-.8 0-1.2-1-.7-1.6L9 10.8zM8 4h8',
  muted: 'M13.7 21a2 2 0 0 1-3.4 0M18.6 13.3A17 17 0 0 1 18 8a6 6 0 0 0-9.3-5M6.3 6.3A6 6 0 0 0 6 8c0 7-3 9-3 9h14M2 2l20 20',
} as const;

export function ChatIcon({ name, className = 'h-4 w-4' }: { name: keyof typeof paths; className?: string }) {
  return <StrokeIcon d={paths[name]} className={className} />;
}
