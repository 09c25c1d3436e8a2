import { localTime } from '@kalam/core';
import { useSearchParams } from 'react-router';
import { typedNumber } from '../../../lib/use-form-errors';
import { usePaging } from '../../../lib/use-paging';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A Cairo day from the address (`YYYY-MM-DD`); anything else is no filter. */
export const dayParam = (v: string | null) => (v && DATE.test(v) ? v : undefined);

/** A whole number above zero from the address, typed in either script («١٢» or 12); anything else is none. */
export const positiveParam = (v: string | null) => {
  const n = typedNumber(v ?? '');
  return n && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** `?from=&to=` Cairo days as epoch ms: from the first day's midnight to the end of the last. */
export function dayRange(params: URLSearchParams): { from?: number; to?: number } {
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  return { from: from ? localTime(from, 0) : undefined, to: to ? localTime(to, 24 * 60) : undefined };
}

/**
 * An admin list's filters live in the address, so a filtered list can be linked to and survives going back. `change`
 * sets some (an empty value removes one) and goes back to the first page, or to `page`. The page and its size come
 * from the address too (the size, unless named there, is the one last chosen on any list, else `defaultSize`);
 * `pager(total)` is what the list's `Pagination` takes.
 */
export function useListFilters(defaultSize?: number) {
  const [params, setParams] = useSearchParams();
  const change = (next: Record<string, string | undefined>, page?: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [k, v] of Object.entries(next))
        if (v) out.set(k, v);
        else out.delete(k);
      if (page && page > 1) out.set('page', String(page));
      else out.delete('page');
      return out;
    });
  const clear = () => setParams(new URLSearchParams());
  const { page, size, pager } = usePaging(defaultSize, null, {
    page: positiveParam(params.get('page')) ?? 1,
    size: positiveParam(params.get('size')),
    goTo: (p) => change({}, p),
    restart: () => change({ size: undefined }),
  });
  return { params, change, clear, page, size, pager };
}
