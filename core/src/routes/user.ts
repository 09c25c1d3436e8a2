import * as z from 'zod';
import { governorates, Role, roles } from '../enums';
import { ADMIN_ONLY, only, PUBLIC, SIGNED_IN } from '../permissions';
import * as fields from '../schemas/fields';
import * as tutorSchemas from '../schemas/tutor';
import * as userSchemas from '../schemas/user';
import { notificationSettings } from '../schemas/user';
import { route } from './define';
import { profileDetails, ratingSummary } from './public-tutor';
import { file, gender, idParams, paged, publicUser, topic } from './shared';

/** The signed-in user as the API shows it: never the password hash or the calendar secret. */
export const currentUser = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: fields.oneOf(roles),
    verified: z.boolean(),
    hasPassword: z.boolean(),
    image: z.string().nullable(),
    gender,
    birthYear: z.number().int().nullable(),
    phone: z.string().nullable(),
    phoneVerified: z.boolean(),
    city: fields.oneOf(governorates).nullable(),
    creditScore: z.number().int(),
    notifications: z.partialRecord(z.enum(notificationSettings), z.boolean()).nullable(),
    /** IANA zone the person reads times in; mails about lessons use it */
    timeZone: z.string(),
    /** an admin deactivated the account (it cannot sign in) */
    deactivated: z.boolean(),
    /** for tutors and tutor managers */
    tutor: z
      .strictObject({
        bio: z.string(),
        about: z.string(),
        activated: z.boolean(),
        noticeMinutes: z.number().int(),
        ...profileDetails(),
      })
      .nullable(),
  })
  .meta({ id: 'CurrentUser' });

/** An account in the admins' list: the account, the name screens show it by (as `PublicUser.displayName`), when it
 * signed up and when it was last active (null: never since). */
export const listedUser = currentUser
  .extend({
    displayName: z.string(),
    createdAt: z.number().int(),
    /** the latest of its sign-ins' last use and its inbox socket opening or closing */
    lastActiveAt: z.number().int().nullable(),
  })
  .meta({ id: 'ListedUser' });

/** A new session: the account and its bearer token (sign-up and sign-in). */
export const authResult = z.strictObject({ user: currentUser, token: z.string() }).meta({ id: 'AuthResult' });

/** The tutor part of a user, for the tutor's own settings. */
export const tutorMeta = z
  .strictObject({
    bio: z.string(),
    about: z.string(),
    video: z.string().nullable(),
    thumbnail: z.string().nullable(),
    activated: z.boolean(),
    noticeMinutes: z.number().int(),
    topics: z.array(topic),
  })
  .meta({ id: 'TutorMeta' });

/** A tutor as the studio sees them for photo sessions; image, video and thumbnail are upload paths. */
export const studioTutor = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable(),
    video: z.string().nullable(),
    thumbnail: z.string().nullable(),
    bio: z.string(),
    activated: z.boolean(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'StudioTutor' });

/** A tutor applicant no tutor manager or admin has talked to or interviewed yet. */
export const uncontactedTutor = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  gender,
  verified: z.boolean(),
  /** when they registered */
  createdAt: z.number().int(),
});

export const lessonCounts = z
  .strictObject({ total: z.number().int(), upcoming: z.number().int(), fulfilled: z.number().int(), cancelled: z.number().int() })
  .meta({ id: 'LessonCounts' });

export const tutorStats = z.strictObject({
  lessons: lessonCounts,
  minutesTaught: z.number().int(),
  students: z.number().int(),
  rating: ratingSummary(),
  /** piasters earned from fulfilled lessons; only for the tutor and admins */
  earnings: z.number().int().nullable(),
});

export const studentStats = z.strictObject({
  lessons: lessonCounts,
  minutesLearned: z.number().int(),
  tutors: z.number().int(),
  subscription: z
    .strictObject({
      planId: z.number().int(),
      alias: z.string(),
      nameAr: z.string(),
      weeklyMinutes: z.number().int(),
      end: z.number().int(),
      usedThisWeek: z.number().int(),
    })
    .nullable(),
});

/** Lessons per Cairo day over the last weeks, oldest first. */
export const tutorActivity = z.strictObject({
  days: z.array(z.strictObject({ day: z.number().int(), lessons: z.number().int(), minutes: z.number().int() })),
});

/** A tutor manager with the starts of their free 30-minute interview times in the coming days. */
export const interviewerChoice = z.strictObject({ interviewer: publicUser, times: z.array(z.number().int()) });

const tutorIdParams = z.object({ tutorId: fields.id });
const STAFF = ADMIN_ONLY.roles;
const TUTORS = [Role.Tutor, Role.TutorManager] as const;

export const userRoutes = {
  // Anyone may register as student or tutor; admins create other roles (rules in the user service).
  register: route({
    method: 'post',
    path: '/user',
    access: PUBLIC,
    summary: 'Create an account and sign in on this device; a new address gets a verification mail',
    request: { body: userSchemas.create },
    responses: () => ({ 201: authResult }),
  }),
  current: route({
    method: 'get',
    path: '/user/current',
    access: SIGNED_IN,
    summary: "The caller's account",
    request: {},
    responses: () => ({ 200: currentUser }),
  }),
  // Own image; admins and the studio may set another user's (service rule).
  uploadImage: route({
    method: 'put',
    path: '/user/asset',
    access: SIGNED_IN,
    summary: "Set a profile photo (the caller's, or with ?forUser another user's); stored as square JPEGs",
    request: {
      query: z.object({ forUser: fields.id.optional() }),
      form: z.object({ image: file('JPEG, PNG or WebP, 480×480 pixels or more, up to 8 MB') }),
    },
    responses: () => ({ 200: currentUser }),
  }),
  list: route({
    method: 'get',
    path: '/user/list',
    access: ADMIN_ONLY,
    summary: 'Every account, a page at a time, by role, verification and name or email, with sign-up and last activity',
    request: { query: userSchemas.listQuery },
    responses: () => ({ 200: paged(listedUser) }),
  }),
  // Self or admins (owner and role rules in the user service).
  get: route({
    method: 'get',
    path: '/user/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'A user: the whole account for themself and admins, the public part for anyone else',
    request: { params: idParams },
    responses: () => ({ 200: z.union([currentUser, publicUser]) }),
  }),
  update: route({
    method: 'put',
    path: '/user/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: "Change an account: one's own details and password; admins also others' role and deactivation",
    request: { params: idParams, body: userSchemas.update },
    responses: () => ({ 200: currentUser }),
  }),
  // Stats: counts for anyone signed in, earnings and student figures by owner rules in the stats service.
  myTutorStats: route({
    method: 'get',
    path: '/user/tutor/stats/personalized',
    access: only(...TUTORS),
    summary: "The calling tutor's lesson counts, students, rating and earnings",
    request: {},
    responses: () => ({ 200: tutorStats }),
  }),
  tutorStats: route({
    method: 'get',
    path: '/user/tutor/stats/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: "A tutor's lesson counts, students and rating; earnings for the tutor and admins",
    request: { params: idParams },
    responses: () => ({ 200: tutorStats }),
  }),
  myStudentStats: route({
    method: 'get',
    path: '/user/student/stats/personalized',
    access: only(Role.Student),
    summary: "The calling student's lesson counts, tutors and current subscription",
    request: {},
    responses: () => ({ 200: studentStats }),
  }),
  studentStats: route({
    method: 'get',
    path: '/user/student/stats/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: "A student's lesson counts, tutors and subscription: for the student, admins and their tutors",
    request: { params: idParams },
    responses: () => ({ 200: studentStats }),
  }),
  tutorActivity: route({
    method: 'get',
    path: '/user/tutor/activity/:id{[0-9]+}',
    access: only(...TUTORS, ...STAFF),
    summary: "A tutor's lessons and minutes per Cairo day over the last 28 days",
    request: { params: idParams },
    responses: () => ({ 200: tutorActivity }),
  }),
  // Interviews: tutor applicants pick a tutor manager's free time (rules in the interview service).
  interviewers: route({
    method: 'get',
    path: '/user/interviewer/select',
    access: only(...TUTORS, ...STAFF),
    summary: 'Tutor managers with their free interview times in the coming days',
    request: {},
    responses: () => ({ 200: z.array(interviewerChoice) }),
  }),
  // Tutor applicants nobody on staff has reached yet (no interview, no chat with a tutor manager or admin).
  uncontactedTutors: route({
    method: 'get',
    path: '/user/tutor/list/uncontacted',
    access: only(Role.TutorManager, ...STAFF),
    summary: 'Tutor applicants no tutor manager or admin has talked to or interviewed yet, oldest first',
    request: { query: tutorSchemas.uncontactedQuery },
    responses: () => ({ 200: paged(uncontactedTutor) }),
  }),
  // Photo sessions: the studio and admins read tutors' media and upload their photo, intro video and thumbnail.
  studioTutors: route({
    method: 'get',
    path: '/user/tutor/all/for/studio',
    access: only(Role.Studio, ...STAFF),
    summary: 'Tutors for photo sessions, newest first, optionally only those missing a photo or an intro video',
    request: { query: tutorSchemas.studioListQuery },
    responses: () => ({ 200: paged(studioTutor) }),
  }),
  studioTutor: route({
    method: 'get',
    path: '/user/tutor/:tutorId{[0-9]+}/for/studio',
    access: only(Role.Studio, ...STAFF),
    summary: "One tutor's media for a photo session",
    request: { params: tutorIdParams },
    responses: () => ({ 200: studioTutor }),
  }),
  // …and a tutor their own (onboarding's intro video; owner rule in the studio service).
  uploadTutorMedia: route({
    method: 'put',
    path: '/user/asset/tutor',
    access: only(Role.Studio, Role.Tutor, ...STAFF),
    summary: "Upload any of a tutor's photo, intro video and its thumbnail; nothing is kept if one part is refused",
    request: {
      query: tutorSchemas.assetQuery,
      form: z.object({
        image: file('the photo: JPEG, PNG or WebP, 480×480 pixels or more').optional(),
        video: file('the intro video: MP4 or WebM, up to 400 MB').optional(),
        thumbnail: file("the video's thumbnail: JPEG, PNG or WebP").optional(),
      }),
    },
    responses: () => ({ 200: studioTutor }),
  }),
  // The tutor part of a tutor or tutor manager: the person themself and staff (owner rule in the tutor service).
  tutorMeta: route({
    method: 'get',
    path: '/user/tutor/meta/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'The tutor part of a tutor or tutor manager (bio, media, notice, topics), for themself and staff',
    request: { params: idParams },
    responses: () => ({ 200: tutorMeta }),
  }),
};
