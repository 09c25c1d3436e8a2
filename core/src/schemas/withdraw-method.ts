import { z } from 'zod';
import { withdrawMethodTypes } from '../enums';

const bound = (code: 'non-positive-withdraw-min' | 'non-positive-withdraw-max') =>
  z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: code });

/** Bounds in piasters. */
export const upsert = z.object({
  type: z.enum(withdrawMethodTypes, { error: 'invalid' }),
  min: bound('non-positive-withdraw-min'),
  max: bound('non-positive-withdraw-max'),
  enabled: z.boolean().default(true),
  // Only compare bounds that are themselves valid.
}).refine((m) => m.min <= 0 || m.max <= 0 || m.min <= m.max, { error: 'withdraw-min-above-max', path: ['min'] });
