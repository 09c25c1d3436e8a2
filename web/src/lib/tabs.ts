/** The tab `step` places from `current` (back when negative), round the ends: arrow keys across a tablist. */
export function tabAfter<T>(tabs: readonly [T, ...T[]], current: T, step: number): T {
  return tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length] ?? tabs[0];
}
