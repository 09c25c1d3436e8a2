import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { getPlatformSettings, updatePlatformSettings } from '../services/settings';

// Spec §7 names no path for these; the admin area's screen is /platform-settings, so the API uses the same.
export const platformSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getPlatformSettings(c.get('deps'))))
  .put('/', validate('json', schemas.platformSettings.update), async (c) =>
    c.json(await updatePlatformSettings(c.get('deps'), c.req.valid('json'))),
  );
