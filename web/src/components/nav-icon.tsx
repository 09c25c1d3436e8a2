import { StrokeIcon } from './stroke-icon';

// Inline icons for the navigation: emoji fonts differ between devices, these do not.
const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.3-4.3',
  lessons: 'M4 5h16v11H4zM8 20h8M12 16v4M10 8.5v4l3.5-2z',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  messages: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z',
  plan: 'M3 7h18v11H3zM3 11h18M7 15h3',
  practice: 'M7 4h12v14H7zM4 7v13h12M10 9h6M10 12h4',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0-1.2-2.9H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  earnings: 'M12 3v18M17 7.5C17 5.6 14.8 5 12 5s-5 1-5 3 2.2 2.6 5 3 5 1.2 5 3.3-2.2 2.7-5 2.7-5-.8-5-2.5',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  interviews: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  application: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13l2 2 4-4',
} as const;

export type NavIconName = keyof typeof paths;

export function NavIcon({ name, className = 'h-5 w-5' }: { name: NavIconName; className?: string }) {
  return <StrokeIcon d={paths[name]} className={className} />;
}
