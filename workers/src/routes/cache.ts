import type { CacheFlushed } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { tutorsCacheChanged } from '../services/events';

export const cacheRoutes = new Hono<AppEnv>()
  // a new cache generation: every isolate's cached tutor answers go stale, and tutor pages refresh
  .delete('/flush', async (c) => c.json({ generation: await tutorsCacheChanged(c.get('deps')) } satisfies CacheFlushed));
