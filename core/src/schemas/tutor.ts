import * as z from 'zod';
import { BOUNDS } from '../constants';
import { genders, matchModes, weekdays } from '../enums';
import { LANGUAGE_LEVELS, PROFILE_BOUNDS, TUTOR_LANGUAGES } from '../tutor-profile';
import { arabicBio, id, noticeMinutes, numeric, oneOf, optionalId, queryBoolean, tutorAbout, typeError, wholeNumber } from './fields';

/** Times of day in Cairo: [start hour, end hour). */
export const DAY_PERIODS = { night: [0, 6], morning: [6, 12], afternoon: [12, 18], evening: [18, 24] } as const;
export const dayPeriods = ['night', 'morning', 'afternoon', 'evening'] as const;
/** The list's orders: `name` for clients that list alphabetically; the screen offers the others. */
export const tutorSorts = ['relevance', 'rating', 'lessons', 'free', 'newest', 'name'] as const;
/** The filters a search with no result may suggest dropping. */
export const droppableFilters = ['search', 'topic', 'gender', 'minRating', 'day', 'period'] as const;

import { paging, sort } from './paging';

export const listQuery = paging.extend({
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  match: z.enum(matchModes, { error: 'invalid' }).default('loose'),
  topic: optionalId,
  gender: z.enum(genders, { error: 'invalid' }).optional(),
  sort: sort.default('desc'),
  /** best rated by default, most relevant first when searching (decision 031) */
  sortBy: z.enum(tutorSorts, { error: 'invalid' }).optional(),
  minRating: numeric(z.number({ error: 'invalid' }).min(1, { error: 'invalid' }).max(5, { error: 'invalid' }).optional()),
  /** free on this weekday (0 Sunday … 6 Saturday, Cairo) within the next 14 days */
  day: numeric(oneOf(weekdays, { error: 'invalid' }).optional()),
  /** free at this time of day (Cairo) within the next 14 days */
  period: z.enum(dayPeriods, { error: 'invalid' }).optional(),
});

/** `GET /user/tutor/suggest`: what is typed in the search box (two letters or more). */
export const suggestQuery = z.object({
  search: z.string({ error: 'invalid' }).trim().min(2, { error: 'invalid' }).max(BOUNDS.search.max, { error: 'invalid' }),
});

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
