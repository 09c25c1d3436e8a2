import { BOUNDS, STORAGE_KEYS } from '@kalam/core/constants';
import { useCallback, useState } from 'react';
import { useClientValue } from './client-value';
import { storage } from './storage';

function storedPageSize(): number {
  const n = Number(storage.get(STORAGE_KEYS.pageSize));
  return Number.isInteger(n) && n >= BOUNDS.pageSize.min && n <= BOUNDS.pageSize.max ? n : BOUNDS.pageSize.default;
}

/** The page size the visitor chose on any list, kept between visits; the default while the server renders. */
export function usePageSize(): [number, (size: number) => void] {
  const stored = useClientValue(storedPageSize, BOUNDS.pageSize.default);
  const [chosen, setChosen] = useState<number | null>(null);
  const choose = useCallback((size: number) => {
    storage.set(STORAGE_KEYS.pageSize, String(size));
    setChosen(size);
  }, []);
  return [chosen ?? stored, choose];
}
