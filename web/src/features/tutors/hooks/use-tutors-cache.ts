import type { ServerEvent } from '@kalam/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useChannel } from '../../../lib/channel';
import { availabilityKeys } from '../../../lib/resources/availability';
import { tutorKeys } from '../../../lib/resources/tutor';

/** Events that arrive this close together (one save sends two, a schedule import many) cost one invalidation. */
export const TUTORS_CACHE_BATCH_MS = 1_000;

/**
 * Gathers tutors-cache events for a moment, then marks what they touch as stale: a tutor's profile and bookable times
 * for `tutor-updated`, the tutor lists for `tutors-cache-updated`. Only queries on screen refetch; the rest refetch when
 * next shown.
 */
export function tutorsCacheBatch(client: QueryClient, waitMs = TUTORS_CACHE_BATCH_MS) {
  const tutors = new Set<number>();
  let lists = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const id of tutors) {
      void client.invalidateQueries({ queryKey: tutorKeys.info(id) });
      void client.invalidateQueries({ queryKey: availabilityKeys.ofTutor(id) });
    }
    if (lists) void client.invalidateQueries({ queryKey: tutorKeys.lists });
    tutors.clear();
    lists = false;
  };
  const add = (event: ServerEvent) => {
    if (event.type === 'tutor-updated') tutors.add(event.tutorId);
    else if (event.type === 'tutors-cache-updated') lists = true;
    else return;
    timer ??= setTimeout(flush, waitMs);
  };
  return { add, flush };
}

/**
 * While a tutors screen shows it, follows the tutors-cache channel so profiles, bookable times and lists refresh when
 * a tutor changes them. Renders nothing; screens load it only for someone signed in (the router refuses anonymous
 * sockets), so visitors never download it.
 */
export function TutorsCacheFollower() {
  const client = useQueryClient();
  const batch = useMemo(() => tutorsCacheBatch(client), [client]);
  // leaving the screen applies what was gathered rather than dropping it
  useEffect(() => () => batch.flush(), [batch]);
  useChannel('tutors-cache', batch.add);
  return null;
}
