import { BOUNDS } from '@kalam/core/constants';
import { useState } from 'react';
import { usePageSize } from './use-page-size';

/** What a list's `Pagination` takes once its total is known. */
export interface Pager {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** A page kept outside the list (the address): its number, a size named there, going to a page, and back to the first at the chosen size. */
interface HeldPage {
  page: number;
  size?: number;
  goTo: (page: number) => void;
  restart: () => void;
}

/**
 * The page and page size of a paged list. The size is the one last chosen on any list, else `defaultSize`; the page
 * is the list's own and goes back to the first when `filters` change (compared by value) or the size does — unless
 * `held` keeps it elsewhere. `pager(total)` is what the list's `Pagination` takes.
 */
export function usePaging(defaultSize?: number, filters?: unknown, held?: HeldPage) {
  const [chosenSize, chooseSize] = usePageSize(defaultSize);
  const key = JSON.stringify(filters ?? null);
  const [local, setLocal] = useState({ key, page: 1 });
  // new filters: the first page, at once (a state update while rendering, so no request goes out for the old page)
  if (local.key !== key) setLocal({ key, page: 1 });
  const page = held ? held.page : local.key === key ? local.page : 1;
  const size = Math.min(held?.size ?? chosenSize, BOUNDS.pageSize.max);
  const goTo = held ? held.goTo : (next: number) => setLocal({ key, page: next });
  const pager = (total: number): Pager => ({
    page,
    size,
    total,
    onPage: goTo,
    onSize: (next) => (chooseSize(next), held ? held.restart() : goTo(1)),
  });
  return { page, size, goTo, pager };
}
