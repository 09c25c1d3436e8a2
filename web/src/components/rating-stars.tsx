/** Five stars filled to the rating (0–5), read out by its label. */
export function RatingStars({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span role="img" aria-label={label} className={`relative inline-block whitespace-nowrap leading-none ${className}`}>
      <span className="text-gray-300" aria-hidden>
        ★★★★★
      </span>
      {/* Stars fill from the reading start, so in RTL they fill from the right. */}
      <span className="absolute inset-y-0 start-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }} aria-hidden>
        ★★★★★
      </span>
    </span>
  );
}
