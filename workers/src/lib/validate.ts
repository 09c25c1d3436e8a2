import { zValidator } from '@hono/zod-validator';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** zod validation with the catalogue's envelope: 400 bad-request (or empty-request) with field errors. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const errors = fieldErrorsFromZod(result.error as unknown as z.ZodError);
    const empty = target === 'json' && (result.data === undefined || isEmptyObject(result.data));
    throw new ApiError(empty ? 'empty-request' : 'bad-request', { errors });
  });
}

function isEmptyObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
}
