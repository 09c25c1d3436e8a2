import * as z from 'zod';
import { BOUNDS } from '../constants';
import type { FieldErrorCode } from '../errors';
import { isWellFormedHtml, stripTags } from '../html';
import { toLatinDigits } from '../numbers';
import { numeric, typeError, wholeNumber } from './field-basics';

export { id, numeric, oneOf, optionalId, typeError, wholeNumber } from './field-basics';

// Reusable field schemas; every message is a field error code from errors.ts.

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
export const EGYPTIAN_PHONE_PATTERN = /^01[0125]\d{8}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*\W)(?!.*\s).{8,50}$/;
/** Latin letters, Arabic-script letters (with their diacritics) and spaces; no digits or punctuation of either script. */
export const NAME_PATTERN = /^(?:[A-Za-z ]|(?=\p{scx=Arabic})[\p{L}\p{M}])+$/u;
const ARABIC_LETTER = /[\u0621-\u064A]/g;
export const ARABIC_TEXT_PATTERN = /^[\u0600-\u06FF\s.!?-]+$/;

/**
 * Digits typed on an Egyptian keyboard (Arabic-Indic «٤٩٢٩» or Persian «۴۹۲۹») read as Latin ones before the field's own
 * checks: every code, phone and number-as-text field starts here, so forms and the API accept both scripts.
 */
export const digitText = (code: FieldErrorCode = 'invalid') => z.string({ error: typeError(code) }).overwrite(toLatinDigits);

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
