import type { ServerEvent } from '@kalam/core';
import { useState } from 'react';
import { useChannel } from '../../../lib/channel';

export type ServerStatsReading = Extract<ServerEvent, { type: 'server-stats' }>;

/** The chart shows this much; older readings are dropped. */
export const SERVER_STATS_WINDOW_MS = 5 * 60_000;

/** Adds a reading in time order, once, keeping only the window that ends at the newest one. */
export function addReading(readings: ServerStatsReading[], reading: ServerStatsReading): ServerStatsReading[] {
  if (readings.some((r) => r.at === reading.at)) return readings;
  const all = [...readings, reading].sort((a, b) => a.at - b.at);
  const newest = all.at(-1)?.at ?? reading.at;
  return all.filter((r) => r.at > newest - SERVER_STATS_WINDOW_MS);
}

/**
 * Joins the server-stats channel while `enabled` (admins): the room sends the last minutes of readings on joining, then
 * one every few seconds. Oldest first; empty until the first arrives.
 */
export function useServerStats(enabled: boolean): ServerStatsReading[] {
  const [readings, setReadings] = useState<ServerStatsReading[]>([]);
  useChannel(
    'server-stats',
    (event) => {
      if (event.type === 'server-stats') setReadings((list) => addReading(list, event));
    },
    enabled,
  );
  return readings;
}
