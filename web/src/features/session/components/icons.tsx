import { StrokeIcon } from '../../../components/stroke-icon';

// Inline icons for the call controls: emoji fonts differ between devices, these do not.
const paths = {
  camera: 'M15 10l4.6-2.3A1 1 0 0 1 21 8.6v6.8a1 1 0 0 1-1.4.9L15 14M3 6h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
  cameraOff: 'M1 1l22 22M15 10l4.6-2.3A1 1 0 0 1 21 8.6v6.8M15 15v1a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2m4 0h4a2 2 0 0 1 2 2v3',
  mic: 'M12 1a3 3 0 0 0-3 3v8a3 3 0 0 0 6 0V4a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v4M8 23h8',
  micOff: 'M1 1l22 22M9 9v3a3 3 0 0 0 5.1 2.1M15 9.3V4a3 3 0 0 0-5.9-.6M17 16.9A7 7 0 0 1 5 12v-2m14 0v2c0 .8-.1 1.5-.4 2.2M12 19v4M8 23h8',
  screen: 'M2 4h20v13H2zM8 21h8M12 17v4M12 13V8M9.5 10.5 12 8l2.5 2.5',
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  leave:
    'M10.7 13.3a16 16 0 0 0 3.4 2.6l1.3-1.3a2 2 0 0 1 2.1-.4c.8.3 1.6.5 2.5.6a2 2 0 0 1 1.7 2v3a2 2 0 0 1-2.2 2A19.8 19.8 0 0 1 3.1 4.2 2 2 0 0 1 5.1 2h3a2 2 0 0 1 2 1.7c.1.9.3 1.7.6 2.5a2 2 0 0 1-.4 2.1L9 9.6M23 1 1 23',
  close: 'M18 6 6 18M6 6l12 12',
  notebook: 'M4 4a2 2 0 0 1 2-2h12v20H6a2 2 0 0 1-2-2zM4 18a2 2 0 0 1 2-2h12M9 7h5M9 11h5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return <StrokeIcon d={paths[name]} className={className} />;
}
