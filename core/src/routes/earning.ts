import * as z from 'zod';
import { Role } from '../enums';
import { only } from '../permissions';
import * as earningSchemas from '../schemas/earning';
import { route } from './define';
import { paged, publicUser } from './shared';

/** One taught lesson and what it earned; piasters. */
export const lessonEarning = z
  .strictObject({
    lessonId: z.number().int(),
    start: z.number().int(),
    /** minutes */
    duration: z.number().int(),
    earned: z.number().int(),
    student: publicUser,
  })
  .meta({ id: 'LessonEarning' });

/** A month's taught lessons, newest first, a page at a time, with the whole month's sum. */
export const monthEarnings = paged(lessonEarning).extend({ earned: z.number().int() });

// A tutor's own earnings lesson by lesson: a month on screen, or the whole month as a spreadsheet (CSV).
export const earningRoutes = {
  list: route({
    method: 'get',
    path: '/earning/list',
    access: only(Role.Tutor),
    summary: "The caller's taught lessons of a Cairo month and what each earned",
    request: { query: earningSchemas.listQuery },
    responses: () => ({ 200: monthEarnings }),
  }),
  export: route({
    method: 'get',
    path: '/earning/export',
    access: only(Role.Tutor),
    summary: "The caller's taught lessons of a Cairo month as a CSV file (UTF-8, Latin digits, amounts in pounds)",
    request: { query: earningSchemas.exportQuery },
    responses: () => ({ 200: { contentType: 'text/csv', description: 'One row per lesson: date, time, student, minutes, pounds' } }),
  }),
};
