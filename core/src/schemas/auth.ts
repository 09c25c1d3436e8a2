import { z } from 'zod';
import { email } from './fields';

export const passwordSignIn = z.object({
  email,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'long-password' }),
});
