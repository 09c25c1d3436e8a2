import * as z from 'zod';
import { Role } from '../enums';
import { only } from '../permissions';
import { route } from './define';
import { idParams } from './shared';

// A student's progress (decision 041): lessons, words, homework and practice, by Cairo weeks and days.

const week = z.strictObject({
  /** Saturday 00:00 in Cairo */
  start: z.number().int(),
  /** lessons taken (started, not cancelled) that week */
  lessons: z.number().int(),
  minutes: z.number().int(),
  /** answers given in practice that week */
  reviews: z.number().int(),
});

export const progressView = z
  .strictObject({
    /** the last 8 weeks, oldest first, this week last */
    weeks: z.array(week),
    words: z.strictObject({ total: z.number().int(), learned: z.number().int(), due: z.number().int() }),
    homework: z.strictObject({ total: z.number().int(), done: z.number().int() }),
    /** days in a row with practice, up to today (or yesterday, until today's practice) in Cairo */
    streak: z.number().int(),
  })
  .meta({ id: 'Progress' });

export const progressRoutes = {
  mine: route({
    method: 'get',
    path: '/progress',
    access: only(Role.Student),
    summary: "The student's own progress: lessons and minutes per week, words, homework and practice streak",
    request: {},
    responses: () => ({ 200: progressView }),
  }),
  student: route({
    method: 'get',
    path: '/progress/student/:id{[0-9]+}',
    access: only(Role.Tutor),
    summary: "A student's progress for a tutor they have had a lesson with; anyone else hears student-not-found",
    request: { params: idParams },
    responses: () => ({ 200: progressView }),
  }),
};
