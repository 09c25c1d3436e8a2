import type { ChannelTopic, ServerEvent } from '@kalam/core/realtime';
import type { Deps } from '../deps';
import { bumpCacheGeneration } from './cache';
import { reindexTutors } from './tutor-search';

/**
 * Pushes a server event to users' inboxes (ids) or a channel, after the change it reports is committed. A push that
 * fails is logged and dropped: the change stands, and clients catch up on their next fetch.
 */
export async function publish(deps: Deps, to: readonly number[] | ChannelTopic, event: ServerEvent): Promise<void> {
  try {
    if (typeof to === 'string') await deps.realtime.toChannel(to, event);
    else if (to.length) await deps.realtime.toUsers([...new Set(to)], event);
  } catch (err) {
    console.error(`realtime: ${event.type} not delivered`, err);
  }
}

/** A tutor's public profile or free time changed: profile pages and the tutors list refresh what they show. */
export async function tutorChanged(deps: Deps, tutorId: number): Promise<void> {
  // the search index first, then cached answers go stale before the events, since clients refetch on them
  await reindexTutors(deps, [tutorId]);
  await staleTutorCache(deps);
  await publish(deps, 'tutors-cache', { type: 'tutor-updated', tutorId });
  await publish(deps, 'tutors-cache', { type: 'tutors-cache-updated' });
}

/** Plans changed: the lesson price every tutor card and profile shows is the cheapest plan's. */
export async function lessonPricesChanged(deps: Deps): Promise<void> {
  await staleTutorCache(deps);
  await publish(deps, 'tutors-cache', { type: 'tutors-cache-updated' });
}

/**
 * Any number of tutors changed (a topic renamed or removed, a cache flush): every isolate's cached tutor answers go
 * stale and pages showing tutors refresh. Answers the new cache generation; unlike a tutor change, a failed bump fails.
 */
export async function tutorsCacheChanged(deps: Deps): Promise<number> {
  const generation = await bumpCacheGeneration(deps);
  await publish(deps, 'tutors-cache', { type: 'tutors-cache-updated' });
  return generation;
}

/** Like a lost push, a failed bump leaves the change standing: cached entries expire on their own within a minute. */
async function staleTutorCache(deps: Deps): Promise<void> {
  try {
    await bumpCacheGeneration(deps);
  } catch (err) {
    console.error('cache: generation not bumped', err);
  }
}
