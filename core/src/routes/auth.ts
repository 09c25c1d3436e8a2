import * as z from 'zod';
import { Role } from '../enums';
import { PUBLIC, SIGNED_IN } from '../permissions';
import * as authSchemas from '../schemas/auth';
import { route } from './define';
import { idParams } from './shared';
import { authResult } from './user';

/** The answer of a change that has nothing else to say. */
export const ok = z.strictObject({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** One device the user is signed in on, for the settings screen. */
export const signInView = z.strictObject({
  id: z.number().int(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** city and country when known, else the address with its last part hidden */
  area: z.string().nullable(),
  startedAt: z.number().int(),
  lastSeenAt: z.number().int(),
  /** the sign-in of the request that asked */
  current: z.boolean(),
});

export const authRoutes = {
  password: route({
    method: 'post',
    path: '/auth/password',
    access: PUBLIC,
    summary: 'Sign in with email and password: the account and a bearer token',
    request: { body: authSchemas.passwordSignIn.meta({ example: { email: 'student@example.com', password: 'My-password-1' } }) },
    responses: () => ({ 200: authResult }),
  }),
  google: route({
    method: 'post',
    path: '/auth/google',
    access: PUBLIC,
    summary: 'Sign in with a Google ID token; the first sign-in creates the account with the chosen role',
    request: { body: authSchemas.google.meta({ example: { idToken: 'eyJhbGciOiJSUzI1NiIsImtpZCI6Ij…', role: Role.Student } }) },
    responses: () => ({ 200: authResult }),
  }),
  refreshToken: route({
    method: 'post',
    path: '/auth/refresh-token',
    access: SIGNED_IN,
    summary: 'A new token for the same sign-in; the presented one stops working',
    request: {},
    responses: () => ({ 200: authResult }),
  }),
  // one's own signed-in devices (owner rule in the sign-in service)
  signIns: route({
    method: 'get',
    path: '/auth/sign-in/list',
    access: SIGNED_IN,
    summary: "The caller's open sign-ins, most recently used first",
    request: {},
    responses: () => ({ 200: z.array(signInView) }),
  }),
  endOtherSignIns: route({
    method: 'delete',
    path: '/auth/sign-in/others',
    access: SIGNED_IN,
    summary: "End the caller's sign-ins on every other device",
    request: {},
    responses: () => ({ 200: z.strictObject({ ended: z.number().int() }) }),
  }),
  endSignIn: route({
    method: 'delete',
    path: '/auth/sign-in/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: "End one of the caller's sign-ins",
    request: { params: idParams },
    responses: () => ({ 200: ok }),
  }),
  sendVerifyEmail: route({
    method: 'put',
    path: '/auth/send-verify-email',
    access: SIGNED_IN,
    summary: 'Mail the caller a link and a code to verify their email',
    request: { body: authSchemas.sendVerifyEmail },
    responses: () => ({ 200: ok }),
  }),
  verifyEmail: route({
    method: 'put',
    path: '/auth/verify-email',
    access: PUBLIC,
    summary: "Verify an email by the link's token, or by the code while signed in",
    description: "By the link's token anyone; by the code the service requires the signed-in owner.",
    request: { body: authSchemas.verifyEmail },
    responses: () => ({ 200: ok }),
  }),
  forgetPassword: route({
    method: 'post',
    path: '/auth/password/forget',
    access: PUBLIC,
    summary: 'Mail a password reset link and code (the same answer for unknown addresses)',
    request: { body: authSchemas.forgetPassword },
    responses: () => ({ 200: ok }),
  }),
  resetPassword: route({
    method: 'put',
    path: '/auth/password/reset',
    access: PUBLIC,
    summary: "Set a new password by the link's token, or by email and code",
    request: { body: authSchemas.resetPassword },
    responses: () => ({ 200: ok }),
  }),
};
