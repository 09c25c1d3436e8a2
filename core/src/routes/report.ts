import * as z from 'zod';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import * as fields from '../schemas/fields';
import { paging } from '../schemas/paging';
import * as reportSchemas from '../schemas/report';
import { route } from './define';
import { idParams, paged, publicUser } from './shared';

/** A report filed by a user (about a user and/or a lesson); `message` is sanitised HTML. */
export const reportView = z
  .strictObject({
    id: z.number().int(),
    reporter: publicUser,
    reported: publicUser.nullable(),
    lessonId: z.number().int().nullable(),
    title: z.string(),
    message: z.string(),
    resolved: z.boolean(),
    resolvedAt: z.number().int().nullable(),
    /** replies in the report's thread */
    replies: z.number().int(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'Report' });

/** A message in a report's thread, by an admin or the reporter; `message` is sanitised HTML. */
export const reportReplyView = z
  .strictObject({
    id: z.number().int(),
    reportId: z.number().int(),
    author: publicUser,
    message: z.string(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'ReportReply' });

const reportIdParams = z.object({ reportId: fields.id });

/** Reports (`/report`) and the replies in their threads (`/report/reply`); the replies' paths come first. */
export const reportRoutes = {
  // Report replies: a thread between admins and the report's reporter (rules in the report-reply service).
  createReply: route({
    method: 'post',
    path: '/report/reply',
    access: SIGNED_IN,
    summary: "Write in a report's thread (the reporter while it is unresolved, admins always)",
    request: { body: reportSchemas.reply },
    responses: () => ({ 201: reportReplyView }),
  }),
  replies: route({
    method: 'get',
    path: '/report/reply/list',
    access: ADMIN_ONLY,
    summary: 'Every reply, newest first',
    request: { query: paging },
    responses: () => ({ 200: paged(reportReplyView) }),
  }),
  repliesOfReport: route({
    method: 'get',
    path: '/report/reply/report/:reportId{[0-9]+}',
    access: SIGNED_IN,
    summary: "A report's thread, oldest first",
    request: { params: reportIdParams, query: paging },
    responses: () => ({ 200: paged(reportReplyView) }),
  }),
  getReply: route({
    method: 'get',
    path: '/report/reply/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'One reply, for the reporter and admins',
    request: { params: idParams },
    responses: () => ({ 200: reportReplyView }),
  }),
  updateReply: route({
    method: 'put',
    path: '/report/reply/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: "Edit one of the caller's replies",
    request: { params: idParams, body: reportSchemas.replyUpdate },
    responses: () => ({ 200: reportReplyView }),
  }),
  removeReply: route({
    method: 'delete',
    path: '/report/reply/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'Remove a reply (its author, or any admin); answers the removed reply',
    request: { params: idParams },
    responses: () => ({ 200: reportReplyView }),
  }),
  // Reports: anyone signed in files one; the reporter and admins read and change it (owner rules in the report service).
  create: route({
    method: 'post',
    path: '/report',
    access: SIGNED_IN,
    summary: 'Report a user and/or a lesson of the caller',
    request: { body: reportSchemas.create },
    responses: () => ({ 201: reportView }),
  }),
  list: route({
    method: 'get',
    path: '/report/list',
    access: SIGNED_IN,
    summary: "The caller's reports (admins: everyone's), newest first",
    request: { query: reportSchemas.listQuery },
    responses: () => ({ 200: paged(reportView) }),
  }),
  get: route({
    method: 'get',
    path: '/report/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'One report, for its reporter and admins',
    request: { params: idParams },
    responses: () => ({ 200: reportView }),
  }),
  update: route({
    method: 'put',
    path: '/report/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'The reporter edits an unresolved report; admins resolve or reopen it',
    request: { params: idParams, body: reportSchemas.update },
    responses: () => ({ 200: reportView }),
  }),
  remove: route({
    method: 'delete',
    path: '/report/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'Remove a report with its thread (the reporter while unresolved, admins any); answers the removed report',
    request: { params: idParams },
    responses: () => ({ 200: reportView }),
  }),
};
