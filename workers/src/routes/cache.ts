import type { CacheFlushed } from '@kalam/core/api';
import { cacheRoutes as defs } from '@kalam/core/routes/cache';
import { routerOf } from '../lib/router';
import { tutorsCacheChanged } from '../services/events';

export const cacheRoutes = routerOf(defs, {
  // a new cache generation: every isolate's cached tutor answers go stale, and tutor pages refresh
  flush: async (c) => c.json({ generation: await tutorsCacheChanged(c.get('deps')) } satisfies CacheFlushed),
});
