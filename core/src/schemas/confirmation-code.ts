import { z } from 'zod';
import { egyptianPhone } from './fields';

const method = z.union([z.literal(1), z.literal(2)], { error: 'invalid' });

export const send = z.object({ phone: egyptianPhone, method });
export const verify = z.object({ phone: egyptianPhone, method, code: z.string({ error: 'required' }).trim().regex(/^\d{4}$/, { error: 'invalid-verification-code' }) });
