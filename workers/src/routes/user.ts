import { schemas, UPLOAD_LIMITS } from '@kalam/core';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { accountOf, callerOf, isAdmin } from '../lib/caller';
import { clientIp, deviceOf } from '../lib/client-ip';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { uploadProfileImage } from '../services/asset';
import { cachedJson, queryKey } from '../services/cache';
import { toCurrentUser } from '../services/current-user';
import { interviewerChoices } from '../services/interview';
import { startSignIn } from '../services/sign-in';
import { studentStats, tutorActivity, tutorStats } from '../services/stats';
import { getStudioTutor, listStudioTutors, uploadTutorAssets } from '../services/studio';
import { getTutorInfo, getTutorMeta, listOnboardedTutors, listUncontactedTutors } from '../services/tutor';
import { getUser, listUsers, registerUser, updateUser } from '../services/user';
import { sendVerifyEmail } from '../services/verification';

/** Sign-ups per address an hour: generous, since schools and mobile carriers put many students behind one address. */
export const SIGN_UP_RATE_LIMIT = { name: 'sign-up', limit: 20, windowMs: 60 * 60 * 1000 };
/** Visitors signing up are counted by address; staff creating accounts are not limited. */
const signUpLimit = rateLimit({ ...SIGN_UP_RATE_LIMIT, by: (c) => (c.get('caller') ? undefined : `ip:${clientIp(c)}`) });

const idParam = z.object({ id: schemas.fields.id });
const tutorIdParam = z.object({ tutorId: schemas.fields.id });

/** A public answer from the response cache (services/cache.ts); `x-cache` says whether it was stored. */
const cachedAnswer = (c: Context<AppEnv>, cached: { text: string; hit: boolean }) =>
  c.body(cached.text, 200, { 'content-type': 'application/json', 'x-cache': cached.hit ? 'hit' : 'miss' });

export const userRoutes = new Hono<AppEnv>()
  .post('/', signUpLimit, validate('json', schemas.user.create), async (c) => {
    const deps = c.get('deps');
    const user = await registerUser(deps, c.get('caller'), c.req.valid('json'));
    // the same mail as "send a new code", so the verify screen's promise holds from the first visit
    // a mail service failure must not lose the new account: the screen offers "send a new code"
    if (!user.verified)
      await sendVerifyEmail(deps, user, '/verify-email', new URL(c.req.url).origin).catch((err) =>
        console.error('verification mail at sign-up failed', err),
      );
    return c.json({ user, token: await startSignIn(deps, user.id, deviceOf(c)) }, 201);
  })
  // the access check already read the caller's account: answering it costs no second query
  .get('/current', (c) => c.json(toCurrentUser(accountOf(c))))
  .put(
    '/asset',
    // multipart overhead on top of the 8 MB image; the image itself is checked exactly in the service
    bodyLimit({
      maxSize: UPLOAD_LIMITS.imageBytes + 64 * 1024,
      onError: () => {
        throw new ApiError('payload-too-large');
      },
    }),
    validate('query', z.object({ forUser: schemas.fields.id.optional() })),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const image = form.image;
      if (!(image instanceof File)) throw new ApiError('bad-request', { errors: { image: 'required' } });
      return c.json(await uploadProfileImage(c.get('deps'), callerOf(c), image, c.req.valid('query').forUser));
    },
  )
  .get('/list', validate('query', schemas.user.listQuery), async (c) => c.json(await listUsers(c.get('deps'), c.req.valid('query'))))
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getUser(c.get('deps'), callerOf(c), c.req.valid('param').id)))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.user.update), async (c) =>
    c.json(await updateUser(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/tutor/stats/personalized', async (c) => c.json(await tutorStats(c.get('deps'), callerOf(c), callerOf(c).id)))
  .get('/tutor/stats/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await tutorStats(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .get('/student/stats/personalized', async (c) => c.json(await studentStats(c.get('deps'), callerOf(c), callerOf(c).id)))
  .get('/student/stats/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await studentStats(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .get('/tutor/activity/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await tutorActivity(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .get('/interviewer/select', async (c) => c.json(await interviewerChoices(c.get('deps'))))
  .get('/tutor/info/:id{[0-9]+}', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const caller = c.get('caller');
    // admins also open a deactivated tutor's page; their answer never enters the public cache
    if (caller && isAdmin(caller)) return c.json(await getTutorInfo(c.get('deps'), id, { staff: true }));
    return cachedAnswer(c, await cachedJson(c.get('deps'), `tutor-info:${id}`, () => getTutorInfo(c.get('deps'), id)));
  })
  .get('/tutor/list/onboarded', validate('query', schemas.tutor.listQuery), async (c) => {
    const q = c.req.valid('query');
    return cachedAnswer(c, await cachedJson(c.get('deps'), `tutors:${queryKey(q)}`, () => listOnboardedTutors(c.get('deps'), q)));
  })
  .get('/tutor/list/uncontacted', validate('query', schemas.tutor.uncontactedQuery), async (c) =>
    c.json(await listUncontactedTutors(c.get('deps'), c.req.valid('query'))),
  )
  .get('/tutor/all/for/studio', validate('query', schemas.tutor.studioListQuery), async (c) =>
    c.json(await listStudioTutors(c.get('deps'), c.req.valid('query'))),
  )
  .get('/tutor/:tutorId{[0-9]+}/for/studio', validate('param', tutorIdParam), async (c) =>
    c.json(await getStudioTutor(c.get('deps'), c.req.valid('param').tutorId)),
  )
  // multipart read as it streams (an intro video may be 400 MB): no body limit middleware, which would buffer it
  .put('/asset/tutor', validate('query', schemas.tutor.assetQuery), async (c) =>
    c.json(await uploadTutorAssets(c.get('deps'), callerOf(c), c.req.valid('query').tutorId, c.req.raw)),
  )
  .get('/tutor/meta/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getTutorMeta(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  );
