import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`: countdowns, the lesson timer, buttons that open by themselves at a time. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
