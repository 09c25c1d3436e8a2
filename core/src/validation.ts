import type { z } from 'zod';
import { fieldErrorCodes, type FieldErrorCode } from './errors';

const known = new Set<string>(fieldErrorCodes);
// zod's own wording for a missing value, when a schema left the message to zod.
const MISSING = /received undefined/;

/** Field path (dotted, `_` for the whole value) → the first issue's field error code, for the envelope and the forms. */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (path in out) continue;
    out[path] = known.has(issue.message)
      ? (issue.message as FieldErrorCode)
      : issue.code === 'invalid_type' && MISSING.test(issue.message)
        ? 'required'
        : 'invalid';
  }
  return out;
}
