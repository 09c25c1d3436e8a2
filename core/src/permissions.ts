import { Role, roles } from './enums';

/** Who may call a route: anonymous callers and/or signed-in roles. Owner rules live in the services. */
export interface Access {
  anonymous: boolean;
  roles: readonly Role[];
}

const ADMINS = [Role.SuperAdmin, Role.RegularAdmin] as const;
export const PUBLIC: Access = { anonymous: true, roles };
export const SIGNED_IN: Access = { anonymous: false, roles };
export const only = (...allowed: Role[]): Access => ({ anonymous: false, roles: allowed });
export const ADMIN_ONLY = only(...ADMINS);

/**
 * The one permission table: every API route (method and path under /api/v1, as registered) and who may call it.
 * A route missing here is refused at start-up and by the permission walk test.
 */
export const PERMISSIONS: Record<string, Access> = {
  'GET /topic/list': PUBLIC,
  // Admins manage the topic catalogue; removing a topic takes it off tutors' lists.
  'POST /topic': ADMIN_ONLY,
  'PUT /topic/:id': ADMIN_ONLY,
  'DELETE /topic/:id': ADMIN_ONLY,
  // A tutor's own topics; anyone signed in reads a tutor's with ?userId.
  'GET /topic/of/user': SIGNED_IN,
  'POST /topic/of/user': only(Role.Tutor, Role.TutorManager),
  'DELETE /topic/of/user': only(Role.Tutor, Role.TutorManager),
  'PATCH /topic/of/user': only(Role.Tutor, Role.TutorManager),
  // Ratings: students rate tutors they had lessons with (rules in the rating service); reviews are public.
  'GET /rating/list/tutor/:id': PUBLIC,
  'GET /rating/list/ratee/:id': PUBLIC,
  'GET /rating/list/rater/:id': SIGNED_IN,
  'POST /rating': only(Role.Student),
  'GET /rating/:id': SIGNED_IN,
  'PUT /rating/:id': only(Role.Student),
  'DELETE /rating/:id': only(Role.Student, ...ADMINS),
  // In-app notices of the signed-in user (reminders, bookings, cancellations).
  'GET /notification/list': SIGNED_IN,
  'PUT /notification/read': SIGNED_IN,
  // One's own notification settings and this device's push subscription (owner rule in the notify service).
  'GET /notification/preferences': SIGNED_IN,
  'PUT /notification/preferences': SIGNED_IN,
  'GET /notification/push-key': SIGNED_IN,
  'POST /notification/push-subscription': SIGNED_IN,
  'DELETE /notification/push-subscription': SIGNED_IN,
  // Chat: verified members of allowed pairs (student → tutor, tutor ↔ tutor manager, admins → anyone); rules in the chat service.
  'POST /chat/new': SIGNED_IN,
  'GET /chat/list/rooms/:userId': SIGNED_IN,
  'GET /chat/list/:roomId/messages': SIGNED_IN,
  'GET /chat/room/by/members': SIGNED_IN,
  'GET /chat/room/members/:roomId': SIGNED_IN,
  'PUT /chat/room/:roomId': SIGNED_IN,
  // Interviews: tutor applicants book a tutor manager's time; the interviewer and admins record and sign the result
  // (member, signer and field rules in the interview service).
  'POST /interview': only(Role.Tutor),
  'PUT /interview/:id': only(Role.Tutor, Role.TutorManager, ...ADMINS),
  'GET /interview/list': only(Role.Tutor, Role.TutorManager, ...ADMINS),
  'GET /interview/:id': only(Role.Tutor, Role.TutorManager, ...ADMINS),
  // Reports: anyone signed in files one; the reporter and admins read and change it (owner rules in the report service).
  'POST /report': SIGNED_IN,
  'GET /report/list': SIGNED_IN,
  'GET /report/:id': SIGNED_IN,
  'PUT /report/:id': SIGNED_IN,
  'DELETE /report/:id': SIGNED_IN,
  // Report replies: a thread between admins and the report's reporter (rules in the report-reply service).
  'POST /report/reply': SIGNED_IN,
  'GET /report/reply/list': ADMIN_ONLY,
  'GET /report/reply/report/:reportId': SIGNED_IN,
  'GET /report/reply/:id': SIGNED_IN,
  'PUT /report/reply/:id': SIGNED_IN,
  'DELETE /report/reply/:id': SIGNED_IN,
};

/** `GET /user/:id` for a route registered as `/user/:id{[0-9]+}/`. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '').replace(/\/+$/, '') || '/'}`;

export function isAllowed(access: Access, role: Role | null): boolean {
  return role === null ? access.anonymous : access.roles.includes(role);
}
