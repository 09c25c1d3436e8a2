import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its time zone, a stored setting). The server renders with `serverValue`, hydration
 * does too, and the browser's value shows right after: no mismatch between the two renders.
 */
export function useClientValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

/** False on the server and while hydrating, true after: for what only works with JavaScript running. */
export const useHydrated = () => useClientValue(() => true, false);
