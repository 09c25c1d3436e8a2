import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { userRoutes as defs } from '@kalam/core/routes/user';
import { accountOf, callerOf } from '../lib/caller';
import { clientIp, deviceOf } from '../lib/client-ip';
import { ApiError } from '../lib/errors';
import { uploadLimit } from '../lib/multipart';
import { rateLimit } from '../lib/rate-limit';
import { routerOf } from '../lib/router';
import { uploadProfileImage } from '../services/asset';
import { toCurrentUser } from '../services/current-user';
import { interviewerChoices } from '../services/interview';
import { startSignIn } from '../services/sign-in';
import { studentStats, tutorActivity, tutorStats } from '../services/stats';
import { getStudioTutor, listStudioTutors, uploadTutorAssets } from '../services/studio';
import { getTutorMeta, listUncontactedTutors } from '../services/tutor';
import { getUser, listUsers, registerUser, updateUser } from '../services/user';
import { sendVerifyEmail } from '../services/verification';

/** Sign-ups per address an hour: generous, since schools and mobile carriers put many students behind one address. */
export const SIGN_UP_RATE_LIMIT = { name: 'sign-up', limit: 20, windowMs: 60 * 60 * 1000 };
/** Visitors signing up are counted by address; staff creating accounts are not limited. */
const signUpLimit = rateLimit({ ...SIGN_UP_RATE_LIMIT, by: (c) => (c.get('caller') ? undefined : `ip:${clientIp(c)}`) });

export const userRoutes = routerOf(defs, {
  register: {
    before: [signUpLimit],
    handle: async (c) => {
      const deps = c.get('deps');
      const user = await registerUser(deps, c.get('caller'), c.req.valid('json'));
      // the same mail as "send a new code", so the verify screen's promise holds from the first visit
      // a mail service failure must not lose the new account: the screen offers "send a new code"
      if (!user.verified)
        // a tutor's link leads on into the application
        await sendVerifyEmail(deps, user, user.role === Role.Tutor ? '/verify-email?next=/tutor/onboarding' : '/verify-email').catch(
          (err) => console.error('verification mail at sign-up failed', err),
        );
      return c.json({ user, token: await startSignIn(deps, user, deviceOf(c)) }, 201);
    },
  },
  // the access check already read the caller's account: answering it costs no second query
  current: async (c) => c.json(toCurrentUser(await accountOf(c))),
  uploadImage: {
    before: [uploadLimit(UPLOAD_LIMITS.imageBytes)],
    handle: async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const image = form.image;
      if (!(image instanceof File)) throw new ApiError('bad-request', { errors: { image: 'required' } });
      return c.json(await uploadProfileImage(c.get('deps'), callerOf(c), image, c.req.valid('query').forUser));
    },
  },
  list: async (c) => c.json(await listUsers(c.get('deps'), c.req.valid('query'))),
  get: async (c) => c.json(await getUser(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  update: async (c) => c.json(await updateUser(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  myTutorStats: async (c) => c.json(await tutorStats(c.get('deps'), callerOf(c), callerOf(c).id)),
  tutorStats: async (c) => c.json(await tutorStats(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  myStudentStats: async (c) => c.json(await studentStats(c.get('deps'), callerOf(c), callerOf(c).id)),
  studentStats: async (c) => c.json(await studentStats(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  tutorActivity: async (c) => c.json(await tutorActivity(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  interviewers: async (c) => c.json(await interviewerChoices(c.get('deps'))),
  uncontactedTutors: async (c) => c.json(await listUncontactedTutors(c.get('deps'), c.req.valid('query'))),
  studioTutors: async (c) => c.json(await listStudioTutors(c.get('deps'), c.req.valid('query'))),
  studioTutor: async (c) => c.json(await getStudioTutor(c.get('deps'), c.req.valid('param').tutorId)),
  // multipart read as it streams (an intro video may be 400 MB): no body limit middleware, which would buffer it
  uploadTutorMedia: async (c) => c.json(await uploadTutorAssets(c.get('deps'), callerOf(c), c.req.valid('query').tutorId, c.req.raw)),
  tutorMeta: async (c) => c.json(await getTutorMeta(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});
