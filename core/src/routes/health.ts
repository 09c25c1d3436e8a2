import * as z from 'zod';
import { PUBLIC } from '../permissions';
import { route } from './define';

export const health = z.strictObject({ ok: z.boolean(), db: z.enum(['up', 'down']) }).meta({ id: 'Health' });

export const healthRoutes = {
  health: route({
    method: 'get',
    path: '/health',
    access: PUBLIC,
    summary: 'Whether the API and its database answer',
    description: 'Answers 200 when the database is up, and 503 with the same body (`ok: false, db: "down"`) when it is not.',
    request: {},
    responses: { 200: health },
  }),
};
