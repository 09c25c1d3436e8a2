import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { changeTopicsOfUser, listTopics, topicsOfUser } from '../services/topic';

const ofUserQuery = z.object({ userId: schemas.fields.optionalId });

export const topicRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', schemas.topic.listQuery), async (c) => c.json(await listTopics(c.get('deps'), c.req.valid('query'))))
  .get('/of/user', validate('query', ofUserQuery), async (c) => c.json(await topicsOfUser(c.get('deps'), c.req.valid('query').userId ?? c.get('caller')!.id)))
  .post('/of/user', validate('json', schemas.topic.ofUser), async (c) => c.json(await changeTopicsOfUser(c.get('deps'), c.get('caller')!.id, 'add', c.req.valid('json').topicIds)))
  .delete('/of/user', validate('json', schemas.topic.ofUser), async (c) => c.json(await changeTopicsOfUser(c.get('deps'), c.get('caller')!.id, 'remove', c.req.valid('json').topicIds)))
  .patch('/of/user', validate('json', schemas.topic.ofUser), async (c) => c.json(await changeTopicsOfUser(c.get('deps'), c.get('caller')!.id, 'replace', c.req.valid('json').topicIds)));
