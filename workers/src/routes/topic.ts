import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { changeTopicsOfUser, createTopic, deleteTopic, listTopics, topicsOfUser, updateTopic } from '../services/topic';

const ofUserQuery = z.object({ userId: schemas.fields.optionalId });
const idParam = z.object({ id: schemas.fields.id });

export const topicRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', schemas.topic.listQuery), async (c) => c.json(await listTopics(c.get('deps'), c.req.valid('query'))))
  .get('/of/user', validate('query', ofUserQuery), async (c) =>
    c.json(await topicsOfUser(c.get('deps'), c.req.valid('query').userId ?? callerOf(c).id)),
  )
  .post('/of/user', validate('json', schemas.topic.ofUser), async (c) =>
    c.json(await changeTopicsOfUser(c.get('deps'), callerOf(c).id, 'add', c.req.valid('json').topicIds)),
  )
  .delete('/of/user', validate('json', schemas.topic.ofUser), async (c) =>
    c.json(await changeTopicsOfUser(c.get('deps'), callerOf(c).id, 'remove', c.req.valid('json').topicIds)),
  )
  .patch('/of/user', validate('json', schemas.topic.ofUser), async (c) =>
    c.json(await changeTopicsOfUser(c.get('deps'), callerOf(c).id, 'replace', c.req.valid('json').topicIds)),
  )
  .post('/', validate('json', schemas.topic.create), async (c) => c.json(await createTopic(c.get('deps'), c.req.valid('json')), 201))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.topic.update), async (c) =>
    c.json(await updateTopic(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await deleteTopic(c.get('deps'), c.req.valid('param').id)));
