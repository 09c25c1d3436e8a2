import * as z from 'zod';
import { ADMIN_ONLY } from '../permissions';
import * as platformSettingsSchemas from '../schemas/platform-settings';
import { route } from './define';

/** Run-time settings as in effect (defaults where unset); money in piasters. */
export const platformSettingsView = z
  .strictObject({
    tutorHourlyRate: z.number().int(),
    cancellationWindowHours: z.number().int(),
    withdrawalMin: z.number().int(),
    withdrawalMax: z.number().int(),
  })
  .meta({ id: 'PlatformSettings' });

// Spec §7 names no path for these; the admin area's screen is /platform-settings, so the API uses the same.
export const platformSettingsRoutes = {
  get: route({
    method: 'get',
    path: '/platform-settings',
    access: ADMIN_ONLY,
    summary: 'The run-time settings as in effect',
    request: {},
    responses: () => ({ 200: platformSettingsView }),
  }),
  update: route({
    method: 'put',
    path: '/platform-settings',
    access: ADMIN_ONLY,
    summary: 'Change any of the run-time settings; answers them all',
    request: { body: platformSettingsSchemas.update },
    responses: () => ({ 200: platformSettingsView }),
  }),
};
