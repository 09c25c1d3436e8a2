import * as z from 'zod';
import { interviewStatuses, Role } from '../enums';
import { ADMIN_ONLY, only } from '../permissions';
import * as interviewSchemas from '../schemas/interview';
import { route } from './define';
import { idParams, paged, publicUser } from './shared';

/** An interview as its members (applicant and interviewer) and admins see it. */
export const interviewView = z
  .strictObject({
    id: z.number().int(),
    interviewer: publicUser,
    interviewee: publicUser,
    start: z.number().int(),
    end: z.number().int(),
    status: z.literal(interviewStatuses),
    level: z.number().int().nullable(),
    /** sanitised HTML; only the interviewer's side and admins see feedback and note */
    feedback: z.string().nullable(),
    note: z.string().nullable(),
    signer: publicUser.nullable(),
    signedAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'Interview' });

// Interviews: tutor applicants book a tutor manager's time; the interviewer and admins record and sign the result
// (member, signer and field rules in the interview service).
const MEMBERS_AND_ADMINS = only(Role.Tutor, Role.TutorManager, ...ADMIN_ONLY.roles);

export const interviewRoutes = {
  book: route({
    method: 'post',
    path: '/interview',
    access: only(Role.Tutor),
    summary: "An applicant books a tutor manager's free interview time",
    request: { body: interviewSchemas.create },
    responses: () => ({ 201: interviewView }),
  }),
  list: route({
    method: 'get',
    path: '/interview/list',
    access: MEMBERS_AND_ADMINS,
    summary: "The caller's interviews (admins: everyone's), latest first",
    request: { query: interviewSchemas.listQuery },
    responses: () => ({ 200: paged(interviewView) }),
  }),
  get: route({
    method: 'get',
    path: '/interview/:id{[0-9]+}',
    access: MEMBERS_AND_ADMINS,
    summary: 'One interview, for its members and admins',
    request: { params: idParams },
    responses: () => ({ 200: interviewView }),
  }),
  update: route({
    method: 'put',
    path: '/interview/:id{[0-9]+}',
    access: MEMBERS_AND_ADMINS,
    summary: 'Record, sign or cancel an interview (which fields by whom: the interview service)',
    request: { params: idParams, body: interviewSchemas.update },
    responses: () => ({ 200: interviewView }),
  }),
};
