// Blocks that signed-in pages are built from, in one module so that they load as one chunk
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: string;
  hint?: ReactNode;
  testId?: string;
  /** the list behind the figure: the card becomes a link to it */
  to?: string;
  /** sits inside another card: a quieter box */
  inset?: boolean;
}

/** One labelled figure with an optional note under it, read out as a group named by its label. */
export function StatCard({ label, value, hint, testId = 'stat', to, inset = false }: StatCardProps) {
  const box = inset ? 'min-w-0 rounded-xl bg-gray-50 p-3' : 'card min-w-0 p-4';
  const body = (
    <>
      <span className="block text-sm text-gray-600">{label}</span>
      <span className={`mt-1 block font-700 text-brand-900 ${inset ? 'text-xl' : 'text-2xl'}`}>{value}</span>
      {hint && <span className="mt-1 block text-sm text-gray-600">{hint}</span>}
    </>
  );
  if (to)
    return (
      <Link
        to={to}
        className={`${box} block hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600`}
        data-testid={testId}
      >
        {body}
      </Link>
    );
  return (
    <div role="group" aria-label={label} className={box} data-testid={testId}>
      {body}
    </div>
  );
}

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

/** A whole page's answer in place of the screen asked for (not yours, not found): a title, a line and a way on. */
export function Notice({ title, body, testId, children }: { title: string; body: string; testId: string; children?: ReactNode }) {
  return (
    <section className="container py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-700 text-brand-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-gray-600">{body}</p>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
