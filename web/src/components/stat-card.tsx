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
