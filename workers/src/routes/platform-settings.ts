import { platformSettingsRoutes as defs } from '@kalam/core/routes/platform-settings';
import { routerOf } from '../lib/router';
import { getPlatformSettings, updatePlatformSettings } from '../services/settings';

export const platformSettingsRoutes = routerOf(defs, {
  get: async (c) => c.json(await getPlatformSettings(c.get('deps'))),
  update: async (c) => c.json(await updatePlatformSettings(c.get('deps'), c.req.valid('json'))),
});
