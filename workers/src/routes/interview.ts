import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { createInterview, getInterview, listInterviews, updateInterview } from '../services/interview';

const idParam = z.object({ id: schemas.fields.id });

export const interviewRoutes = new Hono<AppEnv>()
  .post('/', validate('json', schemas.interview.create), async (c) =>
    c.json(await createInterview(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .get('/list', validate('query', schemas.interview.listQuery), async (c) =>
    c.json(await listInterviews(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getInterview(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.interview.update), async (c) =>
    c.json(await updateInterview(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
