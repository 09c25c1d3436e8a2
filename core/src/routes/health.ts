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
    request: {},
    responses: () => ({ 200: health, 503: health }),
  }),
};
