interface Day {
  day: number;
  lessons: number;
}

/** Lessons per day as bars scaled to the busiest day; each day's `describe` is its tooltip and what a screen reader hears. */
export function DayBars({ days, label, describe }: { days: readonly Day[]; label: string; describe: (d: Day) => string }) {
  const peak = Math.max(1, ...days.map((d) => d.lessons));
  return (
    <ol className="mt-4 flex h-32 items-end gap-1" aria-label={label}>
      {days.map((d) => (
        <li key={d.day} className="flex h-full flex-1 flex-col justify-end" title={describe(d)}>
          <span className="sr-only">{describe(d)}</span>
          <span
            aria-hidden
            className={`block rounded-t ${d.lessons ? 'bg-brand-600' : 'bg-gray-100'}`}
            style={{ height: `${Math.max(4, (d.lessons / peak) * 100)}%` }}
          />
        </li>
      ))}
    </ol>
  );
}
