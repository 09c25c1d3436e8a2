import * as z from 'zod';
import { SIGNED_IN } from '../permissions';
import { route } from './define';
import { publicUser } from './shared';

/** A lesson's or interview's session, for its members only. */
export const sessionView = z
  .strictObject({
    /** `lesson-12`, `interview-3` */
    id: z.string(),
    kind: z.enum(['lesson', 'interview']),
    /** the lesson or interview id */
    refId: z.number().int(),
    /** the tutor (or interviewer) and the student (or interviewee) */
    members: z.array(publicUser).length(2),
    start: z.number().int(),
    end: z.number().int(),
    /** members may join from `joinFrom` (start − 10 min) until `end` */
    joinFrom: z.number().int(),
    /** the pair's chat room, where in-session messages are kept */
    chatRoomId: z.number().int().nullable(),
    /** members in the call now, from the attendance record */
    present: z.array(z.number().int()),
    /** a cancelled lesson or interview cannot be joined */
    cancelled: z.boolean(),
  })
  .meta({ id: 'Session' });

// Any short string: the service answers session-not-found for ids it cannot read, as for unknown ones.
const sessionParams = z.object({ id: z.string().min(1).max(64) });

export const sessionRoutes = {
  get: route({
    method: 'get',
    path: '/session/:id',
    access: SIGNED_IN,
    summary: "A lesson's or interview's session, for its two members (others get not-found)",
    request: { params: sessionParams },
    responses: () => ({ 200: sessionView }),
  }),
};
