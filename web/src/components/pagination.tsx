import { BOUNDS } from '@kalam/core/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../lib/format';

const SIZES = [10, 20, 50] as const;

/**
 * Page through a list and choose its size; hidden when nothing needs paging, unless `always` (a main list keeps its size
 * chooser). Previous and next are links when the page lives in the address (`hrefFor`): those work without JavaScript.
 */
export function Pagination({
  page,
  size,
  total,
  onPage,
  onSize,
  hrefFor,
  always = false,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (p: number) => void;
  onSize?: (s: number) => void;
  hrefFor?: (p: number) => string;
  always?: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  // nothing to page through, even at the smallest size offered
  if (!always && total <= Math.min(size, SIZES[0])) return null;
  const step = (to: number, label: string, disabled: boolean) =>
    hrefFor && !disabled ? (
      <Link to={hrefFor(to)} className="btn-ghost" rel={to > page ? 'next' : 'prev'}>
        {label}
      </Link>
    ) : (
      <button type="button" className="btn-ghost" disabled={disabled} onClick={() => onPage(to)}>
        {label}
      </button>
    );
  return (
    <nav
      className="mt-8 flex flex-wrap items-center justify-between gap-4"
      aria-label={t('common.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
    >
      <div className="flex items-center gap-3">
        {step(page - 1, t('common.previous'), page <= 1)}
        <span className="text-gray-700" aria-live="polite">
          {t('common.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
        </span>
        {step(page + 1, t('common.next'), page >= pages)}
      </div>
      {onSize && (
        <label className="flex items-center gap-2 text-sm text-gray-600">
          {t('common.perPage')}
          <select
            className="rounded-lg border border-gray-300 bg-white px-2 py-1"
            value={size}
            onChange={(e) => onSize(Number(e.target.value))}
          >
            {[...new Set([...SIZES, size])]
              .filter((s) => s <= BOUNDS.pageSize.max)
              .sort((a, b) => a - b)
              .map((s) => (
                <option key={s} value={s}>
                  {formatNumber(s)}
                </option>
              ))}
          </select>
        </label>
      )}
    </nav>
  );
}
