import * as z from 'zod';
import { Role } from '../enums';
import { ADMIN_ONLY, only, PUBLIC, SIGNED_IN } from '../permissions';
import * as ratingSchemas from '../schemas/rating';
import { route } from './define';
import { idParams, paged, publicUser } from './shared';

export const ratingView = z
  .strictObject({
    id: z.number().int(),
    value: z.number().int(),
    text: z.string().nullable(),
    rater: publicUser,
    rateeId: z.number().int(),
    /** the tutor rated */
    ratee: publicUser,
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'Rating' });

// Ratings: students rate tutors they had lessons with (rules in the rating service); reviews are public.
export const ratingRoutes = {
  create: route({
    method: 'post',
    path: '/rating',
    access: only(Role.Student),
    summary: 'Rate a tutor after a lesson with them, once',
    request: { body: ratingSchemas.create },
    responses: () => ({ 201: ratingView }),
  }),
  ofTutor: route({
    method: 'get',
    path: '/rating/list/tutor/:id{[0-9]+}',
    access: PUBLIC,
    summary: 'Ratings a tutor received, newest first',
    request: { params: idParams, query: ratingSchemas.listQuery },
    responses: () => ({ 200: paged(ratingView) }),
  }),
  ofRatee: route({
    method: 'get',
    path: '/rating/list/ratee/:id{[0-9]+}',
    access: PUBLIC,
    summary: 'Ratings a tutor received, newest first (the same list as `/rating/list/tutor/{id}`)',
    request: { params: idParams, query: ratingSchemas.listQuery },
    responses: () => ({ 200: paged(ratingView) }),
  }),
  ofRater: route({
    method: 'get',
    path: '/rating/list/rater/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'Ratings a user gave, for the user themself and admins',
    request: { params: idParams, query: ratingSchemas.listQuery },
    responses: () => ({ 200: paged(ratingView) }),
  }),
  get: route({
    method: 'get',
    path: '/rating/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'One rating',
    request: { params: idParams },
    responses: () => ({ 200: ratingView }),
  }),
  update: route({
    method: 'put',
    path: '/rating/:id{[0-9]+}',
    access: only(Role.Student),
    summary: "Change one of the caller's ratings",
    request: { params: idParams, body: ratingSchemas.update },
    responses: () => ({ 200: ratingView }),
  }),
  remove: route({
    method: 'delete',
    path: '/rating/:id{[0-9]+}',
    access: only(Role.Student, ...ADMIN_ONLY.roles),
    summary: 'Remove a rating (its rater or an admin); answers the removed rating',
    request: { params: idParams },
    responses: () => ({ 200: ratingView }),
  }),
};
