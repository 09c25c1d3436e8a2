/** A 24-px line icon drawn from one path, in the text colour; decorative (its control carries the name). */
export function StrokeIcon({ d, className = 'h-5 w-5' }: { d: string; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
