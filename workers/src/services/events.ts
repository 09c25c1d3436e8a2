import type { ChannelTopic, ServerEvent } from '@kalam/core';
import type { Deps } from '../deps';

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
  await publish(deps, 'tutors-cache', { type: 'tutor-updated', tutorId });
  await publish(deps, 'tutors-cache', { type: 'tutors-cache-updated' });
}
