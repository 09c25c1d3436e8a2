import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { ApiError } from '../lib/errors';
import { signToken } from '../lib/jwt';
import { validate } from '../lib/validate';
import { listOnboardedTutors } from '../services/tutor';
import { findCurrentUser, registerUser } from '../services/user';

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
  .get('/tutor/list/onboarded', validate('query', schemas.tutor.listQuery), async (c) =>
    c.json(await listOnboardedTutors(c.get('deps'), c.req.valid('query'))),
  );
