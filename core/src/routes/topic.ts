import * as z from 'zod';
import { Role } from '../enums';
import { ADMIN_ONLY, only, PUBLIC, SIGNED_IN } from '../permissions';
import * as fields from '../schemas/fields';
import * as topicSchemas from '../schemas/topic';
import { route } from './define';
import { idParams, paged, topic } from './shared';

/** Whose topics: another tutor's by `?userId`, else the caller's own. */
const ofUserQuery = z.object({ userId: fields.optionalId });

const TUTORS = only(Role.Tutor, Role.TutorManager);

export const topicRoutes = {
  list: route({
    method: 'get',
    path: '/topic/list',
    access: PUBLIC,
    summary: 'The topic catalogue, a page at a time',
    request: { query: topicSchemas.listQuery },
    responses: () => ({ 200: paged(topic) }),
  }),
  // A tutor's own topics; anyone signed in reads a tutor's with ?userId.
  ofUser: route({
    method: 'get',
    path: '/topic/of/user',
    access: SIGNED_IN,
    summary: "A tutor's topics (the caller's without `userId`)",
    request: { query: ofUserQuery },
    responses: () => ({ 200: z.array(topic) }),
  }),
  addToUser: route({
    method: 'post',
    path: '/topic/of/user',
    access: TUTORS,
    summary: "Add topics to the caller's list; answers the whole list",
    request: { body: topicSchemas.ofUser },
    responses: () => ({ 200: z.array(topic) }),
  }),
  removeFromUser: route({
    method: 'delete',
    path: '/topic/of/user',
    access: TUTORS,
    summary: "Remove topics from the caller's list; answers the whole list",
    request: { body: topicSchemas.ofUser },
    responses: () => ({ 200: z.array(topic) }),
  }),
  replaceOfUser: route({
    method: 'patch',
    path: '/topic/of/user',
    access: TUTORS,
    summary: "Replace the caller's topics; answers the whole list",
    request: { body: topicSchemas.ofUser },
    responses: () => ({ 200: z.array(topic) }),
  }),
  // Admins manage the topic catalogue; removing a topic takes it off tutors' lists.
  create: route({
    method: 'post',
    path: '/topic',
    access: ADMIN_ONLY,
    summary: 'Add a topic to the catalogue (names unique per language)',
    request: { body: topicSchemas.create },
    responses: () => ({ 201: topic }),
  }),
  update: route({
    method: 'put',
    path: '/topic/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Rename a topic',
    request: { params: idParams, body: topicSchemas.update },
    responses: () => ({ 200: topic }),
  }),
  remove: route({
    method: 'delete',
    path: '/topic/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: "Remove a topic from the catalogue and every tutor's list; answers the removed topic",
    request: { params: idParams },
    responses: () => ({ 200: topic }),
  }),
};
