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
  'GET /health': PUBLIC,
  'GET /user/tutor/list/onboarded': PUBLIC,
  'GET /plan/list': PUBLIC,
  'POST /contact-request': PUBLIC,
  // Anyone may register as student or tutor; admins create other roles (rules in the user service).
  'POST /user': PUBLIC,
  'GET /user/current': SIGNED_IN,
  'GET /user/list': ADMIN_ONLY,
  // Own image; admins and the studio may set another user's (service rule).
  'PUT /user/asset': SIGNED_IN,
  'GET /assets/uploads/:name': PUBLIC,
  // a few tutors' public photos and intro videos (decision 015)
  'GET /asset/sample': PUBLIC,
  // "share feedback": students and tutors send it from the app; admins read it
  'POST /feedback': only(Role.Student, Role.Tutor),
  'GET /feedback/list': ADMIN_ONLY,
  // Self or admins (owner and role rules in the user service).
  'GET /user/:id': SIGNED_IN,
  'PUT /user/:id': SIGNED_IN,
  'POST /auth/password': PUBLIC,
  'POST /auth/google': PUBLIC,
  'POST /auth/refresh-token': SIGNED_IN,
  // One's own signed-in devices (owner rule in the sign-in service).
  'GET /auth/sign-in/list': SIGNED_IN,
  'DELETE /auth/sign-in/others': SIGNED_IN,
  'DELETE /auth/sign-in/:id': SIGNED_IN,
  'PUT /auth/send-verify-email': SIGNED_IN,
  // By link token anyone; by code the service requires the signed-in owner.
  'PUT /auth/verify-email': PUBLIC,
  'POST /auth/password/forget': PUBLIC,
  'PUT /auth/password/reset': PUBLIC,
  'POST /confirmation-code/phone/send': SIGNED_IN,
  'POST /confirmation-code/phone/verify': SIGNED_IN,
  // Availability: anyone reads bookable times; hosts (tutors, tutor managers) edit their own.
  'GET /availability-slot': PUBLIC,
  'POST /availability-slot': only(Role.Tutor, Role.TutorManager),
  'DELETE /availability-slot/:id': only(Role.Tutor, Role.TutorManager),
  // Private iCalendar feed: the URL for its owner (DELETE makes a new one); the feed itself is opened by its secret.
  'GET /calendar/url': SIGNED_IN,
  'DELETE /calendar/url': SIGNED_IN,
  'GET /calendar/feed/:file': PUBLIC,
  'GET /user/tutor/info/:id': PUBLIC,
  // Photo sessions: the studio and admins read tutors' media and upload their photo, intro video and thumbnail.
  'GET /user/tutor/all/for/studio': only(Role.Studio, ...ADMINS),
  'GET /user/tutor/:tutorId/for/studio': only(Role.Studio, ...ADMINS),
  // …and a tutor their own (onboarding's intro video; owner rule in the studio service).
  'PUT /user/asset/tutor': only(Role.Studio, Role.Tutor, ...ADMINS),
  // The tutor part of a tutor or tutor manager: the person themself and staff (owner rule in the tutor service).
  'GET /user/tutor/meta/:id': SIGNED_IN,
  // Tutor applicants nobody on staff has reached yet (no interview, no chat with a tutor manager or admin).
  'GET /user/tutor/list/uncontacted': only(Role.TutorManager, ...ADMINS),
  // Stats: counts for anyone signed in, earnings and student figures by owner rules in the stats service.
  'GET /user/tutor/stats/personalized': only(Role.Tutor, Role.TutorManager),
  'GET /user/tutor/stats/:id': SIGNED_IN,
  'GET /user/student/stats/personalized': only(Role.Student),
  'GET /user/student/stats/:id': SIGNED_IN,
  'GET /user/tutor/activity/:id': only(Role.Tutor, Role.TutorManager, ...ADMINS),
  // Plans: anyone reads (invite-only plans only for invited emails and admins, service rule); admins manage.
  'GET /plan/:id': PUBLIC,
  'POST /plan': ADMIN_ONLY,
  'PUT /plan/:id': ADMIN_ONLY,
  'DELETE /plan/:id': ADMIN_ONLY,
  // Coupons and invites: admins manage; a signed-in student checks a code at checkout.
  'GET /coupon/code/:code': SIGNED_IN,
  'GET /coupon/list': ADMIN_ONLY,
  'POST /coupon': ADMIN_ONLY,
  'GET /coupon/:id': ADMIN_ONLY,
  'PUT /coupon/:id': ADMIN_ONLY,
  'DELETE /coupon/:id': ADMIN_ONLY,
  'GET /invite/list': ADMIN_ONLY,
  'POST /invite': ADMIN_ONLY,
  'GET /invite/:id': ADMIN_ONLY,
  'PUT /invite/:id': ADMIN_ONLY,
  'DELETE /invite/:id': ADMIN_ONLY,
  // Fawry: students pay and keep cards; a student cancels their own unpaid order, admins any; admins refund.
  'POST /fawry/pay/card': only(Role.Student),
  'POST /fawry/pay/ref-num': only(Role.Student),
  'POST /fawry/pay/e-wallet': only(Role.Student),
  'POST /fawry/pay/bank-installments': only(Role.Student),
  'POST /fawry/cancel-unpaid-order': only(Role.Student, ...ADMINS),
  'POST /fawry/refund': ADMIN_ONLY,
  'GET /fawry/card-token/list': only(Role.Student),
  'DELETE /fawry/card-token': only(Role.Student),
  'GET /fawry/card-token/url': only(Role.Student),
  // Fawry's server notification: no caller identity, the signature and the status API prove it (payment service).
  'POST /fawry/webhook': PUBLIC,
  // WhatsApp Cloud API webhooks: Meta's verify token, then X-Hub-Signature-256 with the app secret (whatsapp service).
  'GET /whatsapp/webhook': PUBLIC,
  'POST /whatsapp/webhook': PUBLIC,
  // Payments: a student's own (owner rule in the payment service), admins any.
  'GET /transaction/list': SIGNED_IN,
  'GET /transaction/:id': SIGNED_IN,
  // Withdrawals: tutors request and change their own; admins set methods and process requests (rules in the invoice service).
  'GET /withdraw-method/list': SIGNED_IN,
  'POST /withdraw-method': ADMIN_ONLY,
  'PUT /withdraw-method/:id': ADMIN_ONLY,
  'POST /invoice': only(Role.Tutor),
  'PUT /invoice/receiver/:id': only(Role.Tutor),
  'PUT /invoice/admin/:id': ADMIN_ONLY,
  'GET /invoice/list': only(Role.Tutor, ...ADMINS),
  'GET /invoice/stats/:id': only(Role.Tutor, ...ADMINS),
  'DELETE /invoice/:id': ADMIN_ONLY,
  // Receipts of fulfilled withdrawals: the tutor of the invoice and admins (service rule).
  'GET /assets/receipts/:name': SIGNED_IN,
  // Interviews: tutor applicants book a tutor manager's time; the interviewer and admins record and sign the result
  // (member, signer and field rules in the interview service).
  'GET /user/interviewer/select': only(Role.Tutor, Role.TutorManager, ...ADMINS),
  // A lesson's or interview's session: its two members (member rule in the session service; others get not-found).
  'GET /session/:id': SIGNED_IN,
  // Run-time settings (rates, cancellation window, withdrawal limits) and the server's response cache.
  'GET /platform-settings': ADMIN_ONLY,
  'PUT /platform-settings': ADMIN_ONLY,
  'DELETE /cache/flush': ADMIN_ONLY,
  // Development mailbox; answers not-found in production.
  'GET /dev/outbox': PUBLIC,
};

/** `GET /user/:id` for a route registered as `/user/:id{[0-9]+}/`. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '').replace(/\/+$/, '') || '/'}`;

export function isAllowed(access: Access, role: Role | null): boolean {
  return role === null ? access.anonymous : access.roles.includes(role);
}
