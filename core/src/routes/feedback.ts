import * as z from 'zod';
import { Role } from '../enums';
import { ADMIN_ONLY, only } from '../permissions';
import * as feedbackSchemas from '../schemas/feedback';
import { route } from './define';
import { idParams, paged, publicUser } from './shared';

/** What a student or tutor shared from the app. */
export const feedbackView = z.strictObject({
  id: z.number().int(),
  author: publicUser,
  message: z.string(),
  /** the app path it was sent from */
  page: z.string().nullable(),
  /** an admin's answer, told to the author */
  reply: z.string().nullable(),
  repliedAt: z.number().int().nullable(),
  /** when an admin marked it dealt with; null while it waits */
  handledAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

// "Share feedback": students and tutors send it from the app; admins read it.
export const feedbackRoutes = {
  share: route({
    method: 'post',
    path: '/feedback',
    access: only(Role.Student, Role.Tutor),
    summary: 'Share feedback from the app (plain text and the page it was sent from)',
    request: { body: feedbackSchemas.create },
    responses: () => ({ 201: z.strictObject({ id: z.number().int() }) }),
  }),
  list: route({
    method: 'get',
    path: '/feedback/list',
    access: ADMIN_ONLY,
    summary: 'Feedback shared from the app, newest first; all, or only the handled or waiting ones',
    request: { query: feedbackSchemas.listQuery },
    responses: () => ({ 200: paged(feedbackView) }),
  }),
  reply: route({
    method: 'post',
    path: '/feedback/:id{[0-9]+}/reply',
    access: ADMIN_ONLY,
    summary: 'Answer a feedback: its author is told by email and in the bell; the feedback counts as handled',
    request: { params: idParams, body: feedbackSchemas.reply },
    responses: () => ({ 200: feedbackView }),
  }),
  handled: route({
    method: 'put',
    path: '/feedback/:id{[0-9]+}/handled',
    access: ADMIN_ONLY,
    summary: 'Mark a feedback dealt with, or waiting again',
    request: { params: idParams, body: feedbackSchemas.handled },
    responses: () => ({ 200: feedbackView }),
  }),
};
