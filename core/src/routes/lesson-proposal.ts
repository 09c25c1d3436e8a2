import * as z from 'zod';
import { lessonDurations, Role } from '../enums';
import { ADMIN_ONLY, only } from '../permissions';
import * as fields from '../schemas/fields';
import * as lessonSchemas from '../schemas/lesson';
import { route } from './define';
import { lessonView } from './lesson';
import { idParams } from './shared';

/** A tutor's proposal to move a lesson to another time; its student accepts or declines it (decision 035). */
export const proposalView = z
  .strictObject({
    id: z.number().int(),
    lessonId: z.number().int(),
    start: z.number().int(),
    duration: fields.oneOf(lessonDurations),
    /** the tutor's note to the student, plain text */
    message: z.string().nullable(),
    /** open until answered, replaced by a newer one, or expired (its time or the lesson's start passed, the lesson cancelled) */
    status: z.enum(['open', 'accepted', 'declined', 'replaced', 'expired']),
    /** the lesson accepting made: the move is a new lesson pointing back to the old one */
    movedTo: z.number().int().nullable(),
    createdAt: z.number().int(),
    answeredAt: z.number().int().nullable(),
  })
  .meta({ id: 'LessonProposal' });

const MEMBERS_AND_ADMINS = only(Role.Student, Role.Tutor, ...ADMIN_ONLY.roles);

export const lessonProposalRoutes = {
  propose: route({
    method: 'post',
    path: '/lesson/:id{[0-9]+}/proposal',
    access: only(Role.Tutor),
    summary: "The lesson's tutor proposes another of their free times; it replaces an open proposal of the lesson",
    request: {
      params: idParams,
      body: lessonSchemas.propose.meta({ example: { start: 1795000800000, message: 'هل يناسبك هذا الموعد؟' } }),
    },
    responses: () => ({ 201: proposalView }),
  }),
  latest: route({
    method: 'get',
    path: '/lesson/:id{[0-9]+}/proposal',
    access: MEMBERS_AND_ADMINS,
    summary: "The lesson's latest proposal (null when none), for its members and admins",
    request: { params: idParams },
    responses: () => ({ 200: z.strictObject({ proposal: proposalView.nullable() }) }),
  }),
  accept: route({
    method: 'post',
    path: '/lesson/proposal/:id{[0-9]+}/accept',
    access: only(Role.Student),
    summary: "The lesson's student accepts: the lesson moves (the booking rules); a replay answers the same moved lesson",
    request: { params: idParams },
    responses: () => ({ 200: lessonView }),
  }),
  decline: route({
    method: 'post',
    path: '/lesson/proposal/:id{[0-9]+}/decline',
    access: only(Role.Student),
    summary: "The lesson's student declines: the lesson keeps its time and the tutor is told",
    request: { params: idParams },
    responses: () => ({ 200: proposalView }),
  }),
};
