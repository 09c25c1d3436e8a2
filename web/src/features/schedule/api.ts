import type { AvailabilityConflict, LessonView } from '@kalam/core';
import type { Weekday } from '@kalam/core/enums';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../lib/api';
import { availabilityKeys } from '../../lib/resources/availability';
import { lessonKeys } from '../../lib/resources/lesson';

/** The signed-in host's own templates, slots and bookable times. */
export const ownAvailabilityQuery = (from: number, to: number) =>
  queryOptions({
    queryKey: availabilityKeys.own(from, to),
    queryFn: () => api.get('/availability-slot', { query: { from, to } }),
  });

export const useOwnAvailability = (from: number, to: number) => useQuery(ownAvailabilityQuery(from, to));

export type NewAvailability = BodyOf<'POST /availability-slot'>;

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: availabilityKeys.all }), client.invalidateQueries({ queryKey: lessonKeys.all })]);

export function useAddAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAvailability) => api.post('/availability-slot', { body }),
    onSettled: () => refresh(client),
  });
}

/** One day of weekly hours moved or resized: `from` is the day it was on. */
export interface HoursEdit {
  id: number;
  from: Weekday;
  weekday: Weekday;
  startMinute: number;
  durationMinutes: number;
  confirm?: boolean;
}

export function useEditHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: HoursEdit) => api.patch('/availability-slot/:id', { params: { id }, body }),
    onSettled: () => refresh(client),
  });
}

export function useRemoveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, weekday, confirm }: { id: number; type: 'schedule' | 'slot'; weekday?: Weekday; confirm?: boolean }) =>
      api.delete('/availability-slot/:id', { params: { id }, query: { type, weekday, confirm: confirm || undefined } }),
    onSettled: () => refresh(client),
  });
}

/** The lessons a 409 `conflicting-lessons` names, when removing availability would cancel them. */
export const conflictOf = (details: unknown): LessonView[] | null => (details as AvailabilityConflict | undefined)?.lessons ?? null;
