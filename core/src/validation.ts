import type { z } from 'zod';
import { type FieldErrorCode, fieldErrorCodes } from './errors';

type Issue = z.core.$ZodIssue;

const known = new Set<string>(fieldErrorCodes);
// zod's own wording for a missing value, when a schema left the message to zod.
const MISSING = /received undefined/;

/** A union that failed without a specific code speaks through its closest option: the one with the fewest issues. */
function closestIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || (known.has(issue.message) && issue.message !== 'invalid') || issue.errors.length === 0)
    return [issue];
  const closest = issue.errors.reduce((best, option) => (option.length < best.length ? option : best));
  return closest.flatMap((inner) => closestIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

function codeOf(issue: Issue): FieldErrorCode {
  if (known.has(issue.message)) return issue.message as FieldErrorCode;
  return issue.code === 'invalid_type' && MISSING.test(issue.message) ? 'required' : 'invalid';
}

/** Field path (dotted, `_` for the whole value) → the first issue's field error code, for the envelope and the forms. */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues.flatMap(closestIssues)) {
    const path = issue.path.map(String).join('.') || '_';
    if (!(path in out)) out[path] = codeOf(issue);
  }
  return out;
}
