import { BOUNDS, STORAGE_KEYS } from '@kalam/core/constants';
import { useCallback, useState } from 'react';
import { useClientValue } from './client-value';
import { storage } from './storage';

/** The page size a person last chose on any paged list, if it is still a valid one. */
function storedPageSize(): number | null {
  const n = Number(storage.get(STORAGE_KEYS.pageSize));
  return Number.isInteger(n) && n >= BOUNDS.pageSize.min && n <= BOUNDS.pageSize.max ? n : null;
}

/**
 * Page size of a paged list: the one chosen last (kept between visits, shared by every list), else the list's own. The
 * server renders with the list's own, and so does hydration; the stored choice applies right after.
 */
export function usePageSize(fallback: number = BOUNDS.pageSize.default): [number, (size: number) => void] {
  const stored = useClientValue(storedPageSize, null);
  const [chosen, setChosen] = useState<number | null>(null);
  const choose = useCallback((next: number) => {
    storage.set(STORAGE_KEYS.pageSize, String(next));
    setChosen(next);
  }, []);
  return [chosen ?? stored ?? fallback, choose];
}
