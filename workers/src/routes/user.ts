import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { ApiError } from '../lib/errors';
import { signToken } from '../lib/jwt';
import { validate } from '../lib/validate';
import { listOnboardedTutors } from '../services/tutor';
import { findCurrentUser, getUser, listUsers, registerUser, updateUser } from '../services/user';

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
  .get('/list', validate('query', schemas.user.listQuery), async (c) => c.json(await listUsers(c.get('deps'), c.req.valid('query'))))
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getUser(c.get('deps'), c.get('caller')!, c.req.valid('param').id)))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.user.update), async (c) =>
    c.json(await updateUser(c.get('deps'), c.get('caller')!, c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/tutor/list/onboarded', validate('query', schemas.tutor.listQuery), async (c) =>
    c.json(await listOnboardedTutors(c.get('deps'), c.req.valid('query'))),
  );
