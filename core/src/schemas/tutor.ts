import * as z from 'zod';
import { BOUNDS } from '../constants';
import { LANGUAGE_LEVELS, PROFILE_BOUNDS, TUTOR_LANGUAGES } from '../tutor-profile';
import { arabicBio, id, noticeMinutes, numeric, oneOf, queryBoolean, tutorAbout, typeError, wholeNumber } from './fields';
import { paging } from './paging';

/** A language the tutor speaks and how well. */
export const spokenLanguage = z.object(
  {
    code: oneOf(TUTOR_LANGUAGES, { error: 'invalid-language' }),
    level: oneOf(LANGUAGE_LEVELS, { error: 'invalid-language' }),
  },
  { error: typeError('invalid-language') },
);

/** A certificate by name (IELTS, CELTA or any other) with the year it was earned, typed in either digit script. */
export const certificate = z.object(
  {
    name: z
      .string({ error: typeError('invalid-certificate-name') })
      .trim()
      .min(PROFILE_BOUNDS.certificateName.min, { error: 'invalid-certificate-name' })
      .max(PROFILE_BOUNDS.certificateName.max, { error: 'invalid-certificate-name' }),
    year: numeric(
      wholeNumber('invalid-certificate-year')
        .min(PROFILE_BOUNDS.certificateYear.min, { error: 'invalid-certificate-year' })
        // a year not yet over is the latest one a certificate can carry
        .refine((y) => y <= new Date().getUTCFullYear(), { error: 'invalid-certificate-year' })
        .nullable()
        .optional(),
    ),
  },
  { error: typeError('invalid-certificate-name') },
);

/** A display name in one script, or blank to remove it (stored as null). */
const displayName = (pattern: RegExp, code: 'invalid-name-ar' | 'invalid-name-latin') =>
  z
    .string({ error: typeError(code) })
    .trim()
    .overwrite((s) => s.replace(/\s+/g, ' '))
    .refine(
      (s) => s === '' || (s.length >= PROFILE_BOUNDS.displayName.min && s.length <= PROFILE_BOUNDS.displayName.max && pattern.test(s)),
      { error: code },
    )
    .transform((s) => s || null)
    .nullable();

/** The tutor's own profile fields. */
export const profile = z.object(
  {
    bio: arabicBio.optional(),
    about: tutorAbout.optional(),
    noticeMinutes: noticeMinutes.optional(),
    /** the name in Arabic letters, shown by the Arabic interface */
    nameAr: displayName(/^(?:(?=\p{scx=Arabic})[\p{L}\p{M}]| )+$/u, 'invalid-name-ar').optional(),
    /** the name in Latin letters */
    nameLatin: displayName(/^[A-Za-z .'-]+$/, 'invalid-name-latin').optional(),
    languages: z
      .array(spokenLanguage, { error: typeError('invalid-language') })
      .max(PROFILE_BOUNDS.languages.max, { error: 'too-many-languages' })
      .refine((list) => new Set(list.map((l) => l.code)).size === list.length, { error: 'duplicate-language' })
      .optional(),
    yearsTeaching: numeric(
      wholeNumber('invalid-years-teaching')
        .min(PROFILE_BOUNDS.yearsTeaching.min, { error: 'invalid-years-teaching' })
        .max(PROFILE_BOUNDS.yearsTeaching.max, { error: 'invalid-years-teaching' })
        .nullable()
        .optional(),
    ),
    certificates: z
      .array(certificate, { error: typeError('invalid-certificate-name') })
      .max(PROFILE_BOUNDS.certificates.max, { error: 'too-many-certificates' })
      .optional(),
  },
  { error: typeError() },
);

/** `GET /user/tutor/all/for/studio`: tutors for photo sessions, by name, optionally only those missing a photo or video. */
export const studioListQuery = paging.extend({
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  missingImage: queryBoolean.optional(),
  missingVideo: queryBoolean.optional(),
});

/** `PUT /user/asset/tutor?tutorId=`: whose photo, video or thumbnail the studio uploads. */
export const assetQuery = z.object({ tutorId: id });

/** `GET /user/tutor/list/uncontacted`: oldest applicants first. */
export const uncontactedQuery = paging;
