import type { z } from 'zod';
import { fieldErrorCodes, type FieldErrorCode } from './errors';

const known = new Set<string>(fieldErrorCodes);

/** Field path (dotted) → the first issue's field error code, for the envelope and the forms. */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (path in out) continue;
    out[path] = known.has(issue.message)
      ? (issue.message as FieldErrorCode)
      : issue.code === 'invalid_type' && /received undefined/.test(issue.message)
        ? 'required'
        : 'invalid';
  }
  return out;
}
