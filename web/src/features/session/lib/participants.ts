import type { SessionParticipant, SessionRoomEvent } from '@kalam/core';

/**
 * Who is in the call and what they show, kept in step with the room's events. A member who just joined shows camera
 * and microphone on (our clients join with both on) until a toggle says otherwise.
 */
export function applyRoomEvent(list: SessionParticipant[], event: SessionRoomEvent): SessionParticipant[] {
  const patch = (userId: number, change: Partial<SessionParticipant>) => list.map((p) => (p.userId === userId ? { ...p, ...change } : p));
  switch (event.type) {
    case 'session-state':
      return event.participants;
    case 'session-member-joined':
      return list.some((p) => p.userId === event.userId)
        ? list
        : [...list, { userId: event.userId, camera: event.camera ?? true, mic: event.mic ?? true, sharing: false }];
    case 'session-member-left':
      return list.filter((p) => p.userId !== event.userId);
    case 'camera-toggled':
      return patch(event.userId, { camera: event.on });
    case 'mic-toggled':
      return patch(event.userId, { mic: event.on });
    case 'screen-sharing':
      return patch(event.userId, { sharing: event.sharing });
    default:
      return list;
  }
}
