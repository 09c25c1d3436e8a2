import * as z from 'zod';
import { Role, weekdays } from '../enums';
import { only, PUBLIC } from '../permissions';
import * as availabilitySchemas from '../schemas/availability';
import { route } from './define';
import { lessonView } from './lesson';

export const scheduleView = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    weekdays: z.array(z.literal(weekdays)),
    /** minutes after local midnight in `timeZone` */
    startMinute: z.number().int(),
    durationMinutes: z.number().int(),
    timeZone: z.string(),
    validFrom: z.number().int(),
    validUntil: z.number().int().nullable(),
  })
  .meta({ id: 'Schedule' });

export const slotView = z
  .strictObject({ id: z.number().int(), start: z.number().int(), end: z.number().int(), kind: z.enum(['add', 'remove']) })
  .meta({ id: 'Slot' });

/** Bookable times for anyone; the templates and slots only for the host and admins (else null). */
export const availabilityView = z.strictObject({
  tutorId: z.number().int(),
  noticeMinutes: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  bookable: z.array(z.strictObject({ start: z.number().int(), end: z.number().int() })),
  schedules: z.array(scheduleView).nullable(),
  slots: z.array(slotView).nullable(),
});

const HOSTS = only(Role.Tutor, Role.TutorManager);

// Availability: anyone reads bookable times; hosts (tutors, tutor managers) edit their own.
export const availabilitySlotRoutes = {
  get: route({
    method: 'get',
    path: '/availability-slot',
    access: PUBLIC,
    summary: "A tutor's bookable times in a range (the caller's own without tutorId), with the templates for the host",
    request: { query: availabilitySchemas.listQuery },
    responses: () => ({ 200: availabilityView }),
  }),
  add: route({
    method: 'post',
    path: '/availability-slot',
    access: HOSTS,
    summary:
      'Add weekly hours or a one-off slot; hours or time off that touch or overlap existing ones are merged with them; a removal that holds booked lessons needs confirm',
    request: {
      body: availabilitySchemas.create.meta({
        example: {
          type: 'schedule',
          weekdays: [0, 1, 2, 3, 4],
          startMinute: 18 * 60,
          durationMinutes: 180,
          timeZone: 'Africa/Cairo',
          validFrom: 1795000800000,
        },
      }),
    },
    responses: () => ({ 201: z.union([scheduleView, slotView]) }),
  }),
  edit: route({
    method: 'patch',
    path: '/availability-slot/:id{[0-9]+}',
    access: HOSTS,
    summary:
      'Move or resize one day of weekly hours, merged with what it then touches; lessons it no longer holds are cancelled with confirm',
    request: { params: availabilitySchemas.editParams, body: availabilitySchemas.edit },
    responses: () => ({ 200: scheduleView }),
  }),
  remove: route({
    method: 'delete',
    path: '/availability-slot/:id{[0-9]+}',
    access: HOSTS,
    summary: 'Remove a template (or one day of it) or a slot; the lessons it held are cancelled with confirm=true',
    request: { params: availabilitySchemas.removeParams, query: availabilitySchemas.removeQuery },
    responses: () => ({ 200: z.strictObject({ canceled: z.array(lessonView) }) }),
  }),
};
