import { Hono } from 'hono';
import { schemas } from '@kalam/core';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { listTopics } from '../services/topic';

export const topicRoutes = new Hono<AppEnv>().get('/list', validate('query', schemas.topic.listQuery), async (c) =>
  c.json(await listTopics(c.get('deps'), c.req.valid('query'))),
);
