import { z } from 'zod';
import { genders, governorates, Role } from '../enums';
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
