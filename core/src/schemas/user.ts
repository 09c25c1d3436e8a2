import { z } from 'zod';
import { genders, governorates, matchModes, Role } from '../enums';
import { paging } from './paging';
import { birthYear, egyptianPhone, email, password, userName } from './fields';

export const create = z
  .object({
    name: userName,
    email,
    password,
    confirmPassword: z.string({ error: 'required' }),
    role: z.union([z.literal(Role.Student), z.literal(Role.Tutor), z.literal(Role.SuperAdmin), z.literal(Role.RegularAdmin), z.literal(Role.TutorManager), z.literal(Role.Studio)], { error: 'invalid' }),
    gender: z.enum(genders, { error: 'invalid' }).optional(),
    birthYear: birthYear().optional(),
    phone: egyptianPhone.optional(),
    city: z.union(governorates.map((g) => z.literal(g)) as never, { error: 'invalid' }).optional(),
  })
  .refine((u) => u.password === u.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });

/** Personal info; the password changes only with the current one; role and deactivation are for admins. */
export const update = z
  .object({
    name: userName.optional(),
    gender: z.enum(genders, { error: 'invalid' }).nullable().optional(),
    birthYear: birthYear().nullable().optional(),
    phone: z.preprocess((v) => (v === '' ? null : v), egyptianPhone.nullable().optional()),
    city: z.union(governorates.map((g) => z.literal(g)) as never, { error: 'invalid' }).nullable().optional() as z.ZodOptional<z.ZodNullable<z.ZodType<number>>>,
    notifications: z.record(z.enum(['email', 'whatsapp', 'reminders', 'marketing']), z.boolean()).optional(),
    role: z.union(Object.values(Role).map((r) => z.literal(r)) as never, { error: 'invalid' }).optional() as z.ZodOptional<z.ZodType<number>>,
    deactivated: z.boolean().optional(),
    currentPassword: z.string().min(1, { error: 'required' }).optional(),
    password: password.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((u) => u.password === undefined || u.currentPassword !== undefined, { error: 'required', path: ['currentPassword'] })
  .refine((u) => u.password === undefined || u.password === u.confirmPassword, { error: 'password-mismatch', path: ['confirmPassword'] });

export const listQuery = paging.extend({
  role: z.coerce.number().int().min(1).max(6).optional(),
  verified: z.enum(['true', 'false'], { error: 'invalid' }).transform((v) => v === 'true').optional(),
  search: z.string().trim().max(60, { error: 'invalid' }).optional(),
  match: z.enum(matchModes, { error: 'invalid' }).default('loose'),
  sort: z.enum(['asc', 'desc'], { error: 'invalid' }).default('desc'),
});
