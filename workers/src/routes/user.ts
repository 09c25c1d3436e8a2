import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { ApiError } from '../lib/errors';
import { signToken } from '../lib/jwt';
import { validate } from '../lib/validate';
import { getTutorInfo, listOnboardedTutors } from '../services/tutor';
import { studentStats, tutorActivity, tutorStats } from '../services/stats';
import { findCurrentUser, getUser, listUsers, registerUser, updateUser } from '../services/user';
import { uploadProfileImage } from '../services/asset';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_LIMITS } from '@kalam/core';
import { interviewerChoices } from '../services/interview';

const idParam = z.object({ id: schemas.fields.id });

export const userRoutes = new Hono<AppEnv>()
  .post('/', validate('json', schemas.user.create), async (c) => {
    const deps = c.get('deps');
    const user = await registerUser(deps, c.get('caller'), c.req.valid('json'));
    return c.json({ user, token: await signToken(deps, user.id) }, 201);
  })
  .get('/current', async (c) => {
    const user = await findCurrentUser(c.get('deps'), c.get('caller')!.id);
    if (!user) throw new ApiError('user-not-found');
    return c.json(user);
  })
  .put(
    '/asset',
    // multipart overhead on top of the 8 MB image; the image itself is checked exactly in the service
    bodyLimit({ maxSize: UPLOAD_LIMITS.imageBytes + 64 * 1024, onError: () => { throw new ApiError('payload-too-large'); } }),
    validate('query', z.object({ forUser: schemas.fields.id.optional() })),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const image = form.image;
      if (!(image instanceof File)) throw new ApiError('bad-request', { errors: { image: 'required' } });
      return c.json(await uploadProfileImage(c.get('deps'), c.get('caller')!, image, c.req.valid('query').forUser));
    },
  )
  .get('/list', validate('query', schemas.user.listQuery), async (c) => c.json(await listUsers(c.get('deps'), c.req.valid('query'))))
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getUser(c.get('deps'), c.get('caller')!, c.req.valid('param').id)))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.user.update), async (c) =>
    c.json(await updateUser(c.get('deps'), c.get('caller')!, c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/tutor/stats/personalized', async (c) => c.json(await tutorStats(c.get('deps'), c.get('caller')!, c.get('caller')!.id)))
  .get('/tutor/stats/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await tutorStats(c.get('deps'), c.get('caller')!, c.req.valid('param').id)))
  .get('/student/stats/personalized', async (c) => c.json(await studentStats(c.get('deps'), c.get('caller')!, c.get('caller')!.id)))
  .get('/student/stats/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await studentStats(c.get('deps'), c.get('caller')!, c.req.valid('param').id)))
  .get('/tutor/activity/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await tutorActivity(c.get('deps'), c.get('caller')!, c.req.valid('param').id)))
  .get('/interviewer/select', async (c) => c.json(await interviewerChoices(c.get('deps'))))
  .get('/tutor/info/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getTutorInfo(c.get('deps'), c.req.valid('param').id)))
  .get('/tutor/list/onboarded', validate('query', schemas.tutor.listQuery), async (c) =>
    c.json(await listOnboardedTutors(c.get('deps'), c.req.valid('query'))),
  );
