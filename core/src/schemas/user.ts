import * as z from 'zod';
import { BOUNDS } from '../constants';
import { genders, governorates, matchModes, roles } from '../enums';
import { birthYear, egyptianPhone, email, numeric, oneOf, password, queryBoolean, timeZone, typeError, userName } from './fields';
import { paging, sort } from './paging';
import { profile as tutorProfile } from './tutor';

const role = oneOf(roles, { error: typeError() });
const gender = z.enum(genders, { error: 'invalid' });
const city = oneOf(governorates, { error: 'invalid' });
const confirmPassword = z.string({ error: typeError('password-mismatch') });
/** The notices a person may switch on or off in their settings. */
export const notificationSettings = ['email', 'whatsapp', 'reminders', 'marketing'] as const;

/** Registration; the service decides who may create which role. */
export const create = z
  .object({
    name: userName,
    email,
    password,
    confirmPassword,
    role,
    gender: gender.optional(),
    birthYear: birthYear().optional(),
    phone: egyptianPhone.optional(),
    city: city.optional(),
    timeZone: timeZone.optional(),
  })
  .refine((u) => u.password === u.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });

/** Personal info; the password changes only with the current one; role and deactivation are for admins. */
export const update = z
  .object({
    name: userName.optional(),
    gender: gender.nullable().optional(),
    birthYear: birthYear().nullable().optional(),
    phone: z.preprocess((v) => (v === '' ? null : v), egyptianPhone.nullable().optional()),
    city: city.nullable().optional(),
    timeZone: timeZone.optional(),
    notifications: z
      .record(z.enum(notificationSettings, { error: 'invalid' }), z.boolean({ error: 'invalid' }), {
        error: 'invalid',
      })
      .optional(),
    role: oneOf(roles, { error: 'invalid' }).optional(),
    deactivated: z.boolean({ error: 'invalid' }).optional(),
    currentPassword: z.string({ error: 'invalid' }).min(1, { error: 'required' }).optional(),
    password: password.optional(),
    confirmPassword: z.string({ error: 'invalid' }).optional(),
    /** tutors and tutor managers: bio, about, notice period */
    tutor: tutorProfile.optional(),
  })
  .refine((u) => u.password === undefined || u.currentPassword !== undefined, { error: 'required', path: ['currentPassword'] })
  .refine((u) => u.password === undefined || u.password === u.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });

export const listQuery = paging.extend({
  role: numeric(oneOf(roles, { error: 'invalid' }).optional()),
  verified: queryBoolean.optional(),
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  match: z.enum(matchModes, { error: 'invalid' }).default('loose'),
  sort: sort.default('desc'),
});
