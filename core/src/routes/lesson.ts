import * as z from 'zod';
import { lessonDurations, lessonStatuses, Role } from '../enums';
import { ADMIN_ONLY, only, SIGNED_IN } from '../permissions';
import { fields, schemas } from '../schemas/index';
import { route } from './define';
import { idempotency, idParams, paged, publicUser } from './shared';

export const lessonView = z
  .strictObject({
    id: z.number().int(),
    tutor: publicUser,
    student: publicUser,
    start: z.number().int(),
    duration: fields.oneOf(lessonDurations),
    /** piasters, fixed at booking */
    price: z.number().int(),
    status: z.enum(lessonStatuses),
    canceledAt: z.number().int().nullable(),
    canceledBy: z.number().int().nullable(),
    rebookedFrom: z.number().int().nullable(),
    createdAt: z.number().int(),
    /** last moment either member may cancel or move it (start − cancellation window) */
    changeableUntil: z.number().int(),
  })
  .meta({ id: 'Lesson' });

const MEMBERS_AND_ADMINS = only(Role.Student, Role.Tutor, ...ADMIN_ONLY.roles);

export const lessonRoutes = {
  book: route({
    method: 'post',
    path: '/lesson',
    access: only(Role.Student),
    summary: 'Book a lesson with a tutor (200 with the same lesson when the Idempotency-Key was seen)',
    request: { headers: idempotency, body: schemas.lesson.create.meta({ example: { tutorId: 3, start: 1795000800000, duration: 30 } }) },
    responses: { 201: lessonView, 200: lessonView },
  }),
  move: route({
    method: 'patch',
    path: '/lesson',
    access: MEMBERS_AND_ADMINS,
    summary: 'Move a lesson to another time or length; the same rules as a booking',
    request: { headers: idempotency, body: schemas.lesson.update },
    responses: { 200: lessonView },
  }),
  list: route({
    method: 'get',
    path: '/lesson/list',
    access: SIGNED_IN,
    summary: "The caller's lessons (admins: anyone's), a page at a time",
    request: { query: schemas.lesson.listQuery },
    responses: { 200: paged(lessonView) },
  }),
  get: route({
    method: 'get',
    path: '/lesson/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'One lesson, for its members and admins',
    request: { params: idParams },
    responses: { 200: lessonView },
  }),
  cancel: route({
    method: 'delete',
    path: '/lesson/:id{[0-9]+}',
    access: MEMBERS_AND_ADMINS,
    summary: 'Cancel a lesson before its change deadline',
    request: { params: idParams },
    responses: { 200: lessonView },
  }),
};
