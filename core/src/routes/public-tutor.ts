import * as z from 'zod';
import { PUBLIC } from '../permissions';
import { oneOf } from '../schemas/field-basics';
import * as tutorSearch from '../schemas/tutor-search';
import { LANGUAGE_LEVELS, TUTOR_LANGUAGES } from '../tutor-profile';
import { onFirstUse, route } from './define';
import { gender, idParams, paged, topic } from './shared';

// The answers' schemas are built on first use: a visitor's first list checks its query, never its answer.

/** What a tutor writes about themself beyond bio and about (decision 032). */
export const profileDetails = onFirstUse(() => ({
  /** display names: Arabic letters (the Arabic interface shows it in place of `name`) and Latin letters */
  nameAr: z.string().nullable(),
  nameLatin: z.string().nullable(),
  languages: z.array(z.strictObject({ code: oneOf(TUTOR_LANGUAGES), level: oneOf(LANGUAGE_LEVELS) })),
  yearsTeaching: z.number().int().nullable(),
  certificates: z.array(z.strictObject({ name: z.string(), year: z.number().int().nullable() })),
}));

/** A tutor's rating: the average to one decimal (null before the first rating) and how many. */
export const ratingSummary = onFirstUse(() =>
  z.strictObject({ avg: z.number().nullable(), count: z.number().int() }).meta({ id: 'RatingSummary' }),
);

const tutorCardShape = onFirstUse(() => ({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  gender,
  bio: z.string(),
  about: z.string(),
  rating: ratingSummary(),
  lessonsTaught: z.number().int(),
  /** students with at least one lesson of this tutor that has ended */
  studentsTaught: z.number().int(),
  /** approved within the last weeks (decision 032) */
  newTutor: z.boolean(),
  ...profileDetails(),
  topics: z.array(topic),
  nextFreeTime: z.number().int().nullable(),
  /** piasters: the lowest month's price of a public plan (lessons beyond the free one come with a plan) */
  planFrom: z.number().int().nullable(),
}));

export const tutorCard = onFirstUse(() => z.strictObject(tutorCardShape()).meta({ id: 'TutorCard' }));

/** What to change when a search or filters found no tutor. */
const listHints = onFirstUse(() =>
  z
    .strictObject({
      /** the search with a word replaced by a close one the index knows (a topic's word as the catalogue writes it) */
      spelling: z.string().nullable(),
      /** filters whose removal alone finds tutors, with how many */
      without: z.array(z.strictObject({ filter: z.enum(tutorSearch.droppableFilters), total: z.number().int() })),
    })
    .meta({ id: 'TutorListHints' }),
);

/** A page of tutor cards; an empty page of a search or filters says what to change. */
const tutorPage = onFirstUse(() => paged(tutorCard()).extend({ hints: listHints().optional() }));

/** Suggestions under the search box. */
const tutorSuggestions = onFirstUse(() =>
  z.strictObject({
    tutors: z.array(z.strictObject({ id: z.number().int(), name: z.string(), image: z.string().nullable() })),
    topics: z.array(topic),
  }),
);

/** A tutor's public profile: the card plus what the profile tabs show. */
export const tutorInfo = onFirstUse(() =>
  z
    .strictObject({
      ...tutorCardShape(),
      video: z.string().nullable(),
      thumbnail: z.string().nullable(),
      noticeMinutes: z.number().int(),
      joinedAt: z.number().int(),
      /** minutes the tutor typically takes to answer in chat; null without enough replies (decision 032) */
      replyMinutes: z.number().int().nullable(),
      /** admins, interviewers and the tutor themself (their preview) only: whether the tutor passed the interview, and whether the account is deactivated */
      activated: z.boolean().optional(),
      deactivated: z.boolean().optional(),
    })
    .meta({ id: 'TutorInfo' }),
);

/** The signed-out tutor reads a visitor's pages make (list, search box, profile): paths under `/user`, their own file
 * so the Worker serves them without building the rest of the `/user` routes. */
export const publicTutorRoutes = {
  tutorInfo: route({
    method: 'get',
    path: '/user/tutor/info/:id{[0-9]+}',
    access: PUBLIC,
    summary: "An onboarded tutor's public profile (admins also see deactivated and not yet activated tutors)",
    request: { params: idParams },
    responses: () => ({ 200: tutorInfo() }),
  }),
  onboardedTutors: route({
    method: 'get',
    path: '/user/tutor/list/onboarded',
    access: PUBLIC,
    summary: 'Onboarded tutors as cards, a page at a time, searched in Arabic or Latin letters, filtered and sorted',
    description:
      'The search matches names, bios, abouts and topic names in both languages, Arabic spelling variants and names across scripts, each word as a prefix; with a search the default order is relevance, then rating. An empty page of a search or filters carries `hints`: a close spelling and the filters whose removal alone finds tutors.',
    request: { query: tutorSearch.listQuery },
    responses: () => ({ 200: tutorPage() }),
  }),
  tutorSuggestions: route({
    method: 'get',
    path: '/user/tutor/suggest',
    access: PUBLIC,
    summary: 'Tutors and topics whose names start like what is typed (two letters or more), for the search box',
    request: { query: tutorSearch.suggestQuery },
    responses: () => ({ 200: tutorSuggestions() }),
  }),
};
