import * as z from 'zod';
import { ADMIN_ONLY } from '../permissions';
import { route } from './define';

/** The new cache generation: every isolate's cached answers are dropped. */
export const cacheFlushed = z.strictObject({ generation: z.number().int() });

export const cacheRoutes = {
  flush: route({
    method: 'delete',
    path: '/cache/flush',
    access: ADMIN_ONLY,
    summary: "Drop the server's cached tutor answers everywhere; tutor pages refresh",
    request: {},
    responses: () => ({ 200: cacheFlushed }),
  }),
};
