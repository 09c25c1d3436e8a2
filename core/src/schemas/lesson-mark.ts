import * as z from 'zod';
import { digitText, typeError } from './fields';

// What a tutor marks during or after a lesson for the student to take away (decision 038).

export { MARK_KINDS, type MarkKind } from '../takeaways';

const LATIN_LETTER = /[A-Za-z]/;
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Plain text, trimmed, `min`–`max` characters; longer or blank is `invalid` (as the other free-text notes). */
const plain = (max: number, min = 1) =>
  z
    .string({ error: typeError() })
    .trim()
    .min(min, { error: min ? 'required' : 'invalid' })
    .max(max, { error: 'invalid' });

/** A calendar day `YYYY-MM-DD` (the day field's value), typed in Arabic-Indic or Latin digits; a day that does not exist is invalid. */
export const day = digitText()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' })
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { error: 'invalid' });

/** A new English word or phrase, its meaning in Arabic, and an example sentence if the tutor gives one. */
const word = z.strictObject({
  kind: z.literal('word'),
  word: plain(80).refine((s) => LATIN_LETTER.test(s), { error: 'invalid' }),
  meaning: plain(200).refine((s) => ARABIC_LETTER.test(s), { error: 'invalid' }),
  example: plain(300, 0).optional(),
});

/** What the student said and what to say instead. */
const correction = z.strictObject({
  kind: z.literal('correction'),
  said: plain(300),
  better: plain(300),
});

/** A task for the student, with the day it is due if the tutor sets one. */
const homework = z.strictObject({
  kind: z.literal('homework'),
  task: plain(1000),
  due: day.optional(),
});

/** A mark as the tutor writes it (adding or editing); an empty example or due day counts as none. */
export const mark = z.discriminatedUnion('kind', [word, correction, homework], { error: 'invalid' });

/** The student marks homework done, or not done after all. */
export const done = z.strictObject({ done: z.boolean({ error: typeError() }) });
