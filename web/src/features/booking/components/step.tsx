import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One numbered booking step; a step not reached yet shows only its title and a hint. */
export function Step({ n, title, hint, children }: { n: number; title: string; hint?: string; children?: ReactNode }) {
  const reached = Boolean(children);
  return (
    <section
      className="border-t border-gray-100 pt-5 first-of-type:border-0 first-of-type:pt-0"
      aria-label={title}
      data-testid={`booking-step-${n}`}
    >
      <h3 className={`mb-3 flex items-center gap-2 font-700 ${reached ? 'text-gray-900' : 'text-gray-500'}`}>
        <span
          className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-sm ${reached ? 'bg-brand-100 text-brand-800' : 'bg-gray-100 text-gray-600'}`}
          aria-hidden
        >
          {formatNumber(n)}
        </span>
        {title}
      </h3>
      {children ?? (hint && <p className="-mt-1 ps-9 text-sm text-gray-500">{hint}</p>)}
    </section>
  );
}
