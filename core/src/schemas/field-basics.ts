import * as z from 'zod';
import type { FieldErrorCode } from '../errors';
import { parseTypedNumber } from '../numbers';

// zod checks whether it may compile validators with `new Function`; pages forbid eval (CSP) and so does workerd
z.config({ jitless: true });

// The field schemas a query or a path checks with (ids, numbers read from text, one of a list): their own file, so a
// request that reads no form does not build `./fields`' text fields.

/** Wrong-type message: `required` when the value is missing or null, else `code`. */
export const typeError =
  (code: FieldErrorCode = 'invalid') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'required' : code;

/** One of a list of values; the list is named for the API document too (its generator writes only a literal's first). */
export const oneOf = <const T extends readonly (string | number)[]>(values: T, params?: Parameters<typeof z.literal>[1]) =>
  z.literal(values, params).meta({ enum: [...values] });

/** Query strings, path params and number inputs arrive as text: blank counts as absent, other text is read as a number in either script. */
const fromText = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseTypedNumber(v) ?? Number.NaN)) : v);
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(fromText, schema);

export const wholeNumber = (code: FieldErrorCode = 'invalid') => z.number({ error: typeError(code) }).int({ error: code });
const positiveInt = wholeNumber().positive({ error: 'invalid' });
/** A record id from JSON, a path param or a query string. */
export const id = numeric(positiveInt);
/** An optional id filter in a query string (blank means no filter). */
export const optionalId = numeric(positiveInt.optional());
