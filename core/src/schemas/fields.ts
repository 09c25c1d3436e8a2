import * as z from 'zod';
import { BOUNDS } from '../constants';
import type { FieldErrorCode } from '../errors';
import { isWellFormedHtml, stripTags } from '../html';
import { parseTypedNumber, toLatinDigits } from '../numbers';

// zod checks whether it may compile validators with `new Function`; pages forbid eval (CSP) and so does workerd
z.config({ jitless: true });

// Reusable field schemas; every message is a field error code from errors.ts.

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
export const EGYPTIAN_PHONE_PATTERN = /^01[0125]\d{8}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*\W)(?!.*\s).{8,50}$/;
/** Latin letters, Arabic-script letters (with their diacritics) and spaces; no digits or punctuation of either script. */
export const NAME_PATTERN = /^(?:[A-Za-z ]|(?=\p{scx=Arabic})[\p{L}\p{M}])+$/u;
const ARABIC_LETTER = /[\u0621-\u064A]/g;
export const ARABIC_TEXT_PATTERN = /^[\u0600-\u06FF\s.!?-]+$/;

/** Wrong-type message: `required` when the value is missing or null, else `code`. */
export const typeError =
  (code: FieldErrorCode = 'invalid') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'required' : code;

/** One of a list of values; the list is named for the API document too (its generator writes only a literal's first). */
export const oneOf = <const T extends readonly (string | number)[]>(values: T, params?: Parameters<typeof z.literal>[1]) =>
  z.literal(values, params).meta({ enum: [...values] });

/**
 * Digits typed on an Egyptian keyboard (Arabic-Indic «٤٩٢٩» or Persian «۴۹۲۹») read as Latin ones before the field's own
 * checks: every code, phone and number-as-text field starts here, so forms and the API accept both scripts.
 */
export const digitText = (code: FieldErrorCode = 'invalid') => z.string({ error: typeError(code) }).overwrite(toLatinDigits);

/** Query strings, path params and number inputs arrive as text: blank counts as absent, other text is read as a number in either script. */
const fromText = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseTypedNumber(v) ?? Number.NaN)) : v);
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(fromText, schema);

export const wholeNumber = (code: FieldErrorCode = 'invalid') => z.number({ error: typeError(code) }).int({ error: code });
const positiveInt = wholeNumber().positive({ error: 'invalid' });
/** A record id from JSON, a path param or a query string. */
export const id = numeric(positiveInt);
/** An optional id filter in a query string (blank means no filter). */
export const optionalId = numeric(positiveInt.optional());

export const email = z
  .string({ error: typeError('invalid-email') })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: 'invalid-email' })
  .max(254, { error: 'invalid-email' });

export const egyptianPhone = digitText('invalid-phone')
  // "٠١٠ ١٢٣٤ ٥٦٧٨" and "010-1234-5678" are the same number
  .overwrite((s) => s.replace(/[\s-]/g, ''))
  .regex(EGYPTIAN_PHONE_PATTERN, { error: 'invalid-phone' });

export const password = z
  .string({ error: typeError('invalid-password') })
  .min(BOUNDS.password.min, { error: 'short-password' })
  .max(BOUNDS.password.max, { error: 'long-password' })
  .regex(PASSWORD_PATTERN, { error: 'invalid-password' });

export const userName = z
  .string({ error: typeError('invalid-user-name') })
  .trim()
  .min(BOUNDS.userName.min, { error: 'short-user-name' })
  .max(BOUNDS.userName.max, { error: 'long-user-name' })
  .regex(NAME_PATTERN, { error: 'invalid-user-name' });

/** Tutor bio: Arabic, 5–60 characters, at least five Arabic letters. */
export const arabicBio = z
  .string({ error: typeError('invalid-bio') })
  .trim()
  .min(1, { error: 'empty-bio' })
  .min(BOUNDS.bio.min, { error: 'short-bio' })
  .max(BOUNDS.bio.max, { error: 'long-bio' })
  .refine((s) => ARABIC_TEXT_PATTERN.test(s) && (s.match(ARABIC_LETTER)?.length ?? 0) >= 5, { error: 'invalid-bio' });

export const tutorAbout = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.tutorAbout.min, { error: 'empty-tutor-about' })
  .max(BOUNDS.tutorAbout.max, { error: 'long-tutor-about' });

export const noticeMinutes = numeric(
  wholeNumber('invalid-notice')
    .min(BOUNDS.noticeMinutes.min, { error: 'invalid-notice' })
    .max(BOUNDS.noticeMinutes.max, { error: 'max-notice-exceeded' }),
);

/** Birth year of someone older than 10 and younger than 70 in the given year. */
export const birthYear = (currentYear = new Date().getUTCFullYear()) =>
  numeric(
    wholeNumber()
      .refine((y) => currentYear - y > BOUNDS.age.over, { error: 'young-user' })
      .refine((y) => currentYear - y < BOUNDS.age.under, { error: 'old-user' }),
  );

/** Epoch milliseconds. */
export const time = wholeNumber();

/** An IANA time zone this runtime knows. */
export const timeZone = z
  .string({ error: typeError() })
  .max(64, { error: 'invalid' })
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'invalid' },
  );

// the schemas' namespace still carries them for the API's services
export { isWellFormedHtml, stripTags };

/** Sanitised-HTML text field: length is counted on the visible text. */
export function htmlText(
  bounds: { min: number; max: number },
  codes: { html: FieldErrorCode; short: FieldErrorCode; long: FieldErrorCode },
) {
  return z
    .string({ error: typeError() })
    .refine(isWellFormedHtml, { error: codes.html, abort: true })
    .refine((s) => stripTags(s).length >= bounds.min, { error: codes.short })
    .refine((s) => stripTags(s).length <= bounds.max, { error: codes.long });
}

/** Query-string boolean: only "true" or "false". */
export const queryBoolean = z.enum(['true', 'false'], { error: 'invalid' }).transform((v) => v === 'true');
