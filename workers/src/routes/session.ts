import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { getSession } from '../services/session';

// Any short string: the service answers session-not-found for ids it cannot read, as for unknown ones.
const idParam = z.object({ id: z.string().min(1).max(64) });

export const sessionRoutes = new Hono<AppEnv>().get('/:id', validate('param', idParam), async (c) =>
  c.json(await getSession(c.get('deps'), callerOf(c), c.req.valid('param').id)),
);
