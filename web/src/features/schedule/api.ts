import type { AvailabilityConflict, AvailabilityView, LessonView, ScheduleView, SlotView } from '@kalam/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The signed-in host's own templates, slots and bookable times. */
export function useOwnAvailability(from: number, to: number) {
  return useQuery({
    queryKey: ['availability', 'own', from, to],
    queryFn: () => api.get<AvailabilityView>('/availability-slot/', { query: { from, to } }),
  });
}

export type NewAvailability =
  | {
      type: 'schedule';
      title: string;
      weekdays: number[];
      startMinute: number;
      durationMinutes: number;
      timeZone: string;
      validFrom: number;
    }
  | { type: 'slot'; kind: 'add' | 'remove'; start: number; end: number; confirm?: boolean };

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: ['availability'] }), client.invalidateQueries({ queryKey: ['lessons'] })]);

export function useAddAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAvailability) => api.post<ScheduleView | SlotView>('/availability-slot/', body),
    onSettled: () => refresh(client),
  });
}

export function useRemoveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, confirm }: { id: number; type: 'schedule' | 'slot'; confirm?: boolean }) =>
      api.delete<{ canceled: LessonView[] }>(`/availability-slot/${id}`, { query: { type, confirm: confirm ? 'true' : undefined } }),
    onSettled: () => refresh(client),
  });
}

/** The lessons a 409 `conflicting-lessons` names, when removing availability would cancel them. */
export const conflictOf = (details: unknown): LessonView[] | null => (details as AvailabilityConflict | undefined)?.lessons ?? null;
