import type { ChannelTopic, ServerEvent } from '@kalam/core/realtime';

/** Rooms take events only on this path, and only from inside the Worker (the router refuses outside HTTP). */
export const PUBLISH_PATH = '/publish';

/** Pushes server events to users' inboxes and to role channels; the rooms deliver them to every open socket. */
export interface Realtime {
  toUsers(userIds: number[], event: ServerEvent): Promise<void>;
  toChannel(topic: ChannelTopic, event: ServerEvent): Promise<void>;
}

/**
 * Pushes handed to `defer` (the runtime's waitUntil) instead of awaited: the change is stored and answered first, its
 * events follow, and nobody waits on rooms. A push that fails is logged, as `publish` does.
 */
export function deferredRealtime(realtime: Realtime, defer: (push: Promise<unknown>) => void): Realtime {
  const lost = (event: ServerEvent) => (err: unknown) => console.error(`realtime: ${event.type} not delivered`, err);
  return {
    toUsers: async (ids, event) => defer(realtime.toUsers(ids, event).catch(lost(event))),
    toChannel: async (topic, event) => defer(realtime.toChannel(topic, event).catch(lost(event))),
  };
}

/** Tests and the Node API: events are recorded, not sent. */
export function memoryRealtime(): Realtime & { sent: { to: number[] | ChannelTopic; event: ServerEvent }[] } {
  const sent: { to: number[] | ChannelTopic; event: ServerEvent }[] = [];
  return {
    sent,
    async toUsers(userIds, event) {
      sent.push({ to: [...userIds], event });
    },
    async toChannel(topic, event) {
      sent.push({ to: topic, event });
    },
  };
}
