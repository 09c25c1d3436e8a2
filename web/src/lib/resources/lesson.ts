import type { QueryClient } from '@tanstack/react-query';
import { availabilityKeys } from './availability';

/** Lessons; a booking, a move, a cancellation (anyone's: the inbox tells) and a schedule change invalidate `all`. */
export const lessonKeys = {
  all: ['lessons'] as const,
  /** `GET /lesson/list` with these parameters: the caller's lessons, every lesson for admins */
  list: <Q extends object>(query: Q) => ['lessons', 'list', query] as const,
  one: (id: number) => ['lessons', 'one', id] as const,
  /** `GET /lesson/{id}/proposal`: the latest time the tutor proposed */
  proposal: (lessonId: number) => ['lessons', 'proposal', lessonId] as const,
};

/** A lesson moved or cancelled: every list of lessons and the times it held or freed. */
export const lessonChanged = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: lessonKeys.all }), client.invalidateQueries({ queryKey: availabilityKeys.all })]);
