import { z } from 'zod';
import { BOUNDS } from '../constants';

// Reusable field schemas; every message is a field error code from errors.ts.

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
export const EGYPTIAN_PHONE_PATTERN = /^01[0125]\d{8}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*\W)(?!.*\s).{8,50}$/;
export const NAME_PATTERN = /^[A-Za-z\u0600-\u06FF\s]+$/;
const ARABIC_LETTER = /[\u0621-\u064A]/g;
export const ARABIC_TEXT_PATTERN = /^[\u0600-\u06FF\s.!?\-]+$/;

export const email = z.string().trim().toLowerCase().regex(EMAIL_PATTERN, { error: 'invalid-email' }).max(254, { error: 'invalid-email' });

export const egyptianPhone = z.string().trim().regex(EGYPTIAN_PHONE_PATTERN, { error: 'invalid-phone' });

export const password = z
  .string()
  .min(BOUNDS.password.min, { error: 'short-password' })
  .max(BOUNDS.password.max, { error: 'long-password' })
  .regex(PASSWORD_PATTERN, { error: 'invalid-password' });

export const userName = z
  .string()
  .trim()
  .min(BOUNDS.userName.min, { error: 'short-user-name' })
  .max(BOUNDS.userName.max, { error: 'long-user-name' })
  .regex(NAME_PATTERN, { error: 'invalid-user-name' });

/** Tutor bio: Arabic, 5–60 characters, at least five Arabic letters. */
export const arabicBio = z
  .string()
  .trim()
  .min(1, { error: 'empty-bio' })
  .min(BOUNDS.bio.min, { error: 'short-bio' })
  .max(BOUNDS.bio.max, { error: 'long-bio' })
  .refine((s) => ARABIC_TEXT_PATTERN.test(s) && (s.match(ARABIC_LETTER)?.length ?? 0) >= 5, { error: 'invalid-bio' });

export const tutorAbout = z
  .string()
  .trim()
  .min(BOUNDS.tutorAbout.min, { error: 'empty-tutor-about' })
  .max(BOUNDS.tutorAbout.max, { error: 'long-tutor-about' });

export const noticeMinutes = z
  .number({ error: 'invalid-notice' })
  .int({ error: 'invalid-notice' })
  .min(BOUNDS.noticeMinutes.min, { error: 'invalid-notice' })
  .max(BOUNDS.noticeMinutes.max, { error: 'max-notice-exceeded' });

/** Birth year of someone older than 10 and younger than 70 in the given year. */
export const birthYear = (currentYear = new Date().getUTCFullYear()) =>
  z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .refine((y) => currentYear - y > BOUNDS.age.over, { error: 'young-user' })
    .refine((y) => currentYear - y < BOUNDS.age.under, { error: 'old-user' });

export const id = z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' });

const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g;

/** Visible text of a small HTML fragment. */
export function stripTags(html: string): string {
  return html.replace(TAG, '').replace(/&nbsp;/g, ' ').trim();
}

/** A '<' or '>' left after removing well-formed tags means broken or hostile markup. */
export function isWellFormedHtml(html: string): boolean {
  return !/[<>]/.test(html.replace(TAG, '').replace(/<!--[\s\S]*?-->/g, ''));
}

/** Sanitised-HTML text field: length is counted on the visible text. */
export function htmlText(bounds: { min: number; max: number }, codes: { html: string; short: string; long: string }) {
  return z
    .string()
    .refine(isWellFormedHtml, { error: codes.html, abort: true })
    .refine((s) => stripTags(s).length >= bounds.min, { error: codes.short })
    .refine((s) => stripTags(s).length <= bounds.max, { error: codes.long });
}

/** Query-string boolean: only "true" or "false". */
export const queryBoolean = z.enum(['true', 'false'], { error: 'invalid' }).transform((v) => v === 'true');
