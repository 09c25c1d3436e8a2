import * as z from 'zod';
import { Role } from '../enums';
import { ADMIN_ONLY, only } from '../permissions';
import { schemas } from '../schemas/index';
import { route } from './define';
import { paged, publicUser } from './shared';

/** What a student or tutor shared from the app. */
export const feedbackView = z.strictObject({
  id: z.number().int(),
  author: publicUser,
  message: z.string(),
  /** the app path it was sent from */
  page: z.string().nullable(),
  createdAt: z.number().int(),
});

// "Share feedback": students and tutors send it from the app; admins read it.
export const feedbackRoutes = {
  share: route({
    method: 'post',
    path: '/feedback',
    access: only(Role.Student, Role.Tutor),
    summary: 'Share feedback from the app (plain text and the page it was sent from)',
    request: { body: schemas.feedback.create },
    responses: { 201: z.strictObject({ id: z.number().int() }) },
  }),
  list: route({
    method: 'get',
    path: '/feedback/list',
    access: ADMIN_ONLY,
    summary: 'Feedback shared from the app, newest first',
    request: { query: schemas.paging },
    responses: { 200: paged(feedbackView) },
  }),
};
