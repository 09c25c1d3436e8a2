import type { PlatformSettingsView } from '@kalam/core/api';
import { PLATFORM_DEFAULTS } from '@kalam/core/constants';
import type { schemas } from '@kalam/core/schemas/index';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { platformSettings } from '../db/schema';
import type { Deps } from '../deps';
import { remembered } from '../lib/cache';
import { ApiError } from '../lib/errors';

export type PlatformSettings = { -readonly [K in keyof typeof PLATFORM_DEFAULTS]: number };

const SETTING_KEYS = Object.keys(PLATFORM_DEFAULTS) as (keyof PlatformSettings)[];

/** Where the isolate remembers the stored settings (not a tutor answer: no cache generation in the key). */
const MEMO_KEY = 'platform-settings';
/**
 * How long an isolate trusts the settings it read: bookings, lesson views and withdrawals read them on every request,
 * and a second is as long as an admin's change may take to reach other isolates (the isolate that wrote it forgets at once).
 */
export const SETTINGS_MEMO_MS = 1_000;

const storedSettings = (deps: Deps) =>
  remembered(deps.cache, MEMO_KEY, SETTINGS_MEMO_MS, async () => {
    const rows = await deps.db
      .select({ key: platformSettings.key, value: platformSettings.value })
      .from(platformSettings)
      .where(inArray(platformSettings.key, SETTING_KEYS));
    return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  });

/** Platform settings as admins set them, each falling back to its default. */
export async function readSettings<K extends keyof PlatformSettings>(deps: Deps, keys: readonly K[]): Promise<Pick<PlatformSettings, K>> {
  const stored = await storedSettings(deps);
  const out = {} as Pick<PlatformSettings, K>;
  for (const key of keys) {
    const value = stored[key];
    out[key] = typeof value === 'number' && Number.isFinite(value) ? value : PLATFORM_DEFAULTS[key];
  }
  return out;
}

/** `GET /platform-settings`: every setting as in effect. */
export function getPlatformSettings(deps: Deps): Promise<PlatformSettingsView> {
  return readSettings(deps, SETTING_KEYS);
}

/**
 * `PUT /platform-settings`: admins change any of the settings. The withdrawal minimum stays at or below the maximum,
 * counting the stored value of the one not sent; all changes are written in one batch.
 */
export async function updatePlatformSettings(
  deps: Deps,
  input: z.infer<typeof schemas.platformSettings.update>,
): Promise<PlatformSettingsView> {
  const current = await getPlatformSettings(deps);
  const min = input.withdrawalMin ?? current.withdrawalMin;
  const max = input.withdrawalMax ?? current.withdrawalMax;
  if (min > max) {
    throw new ApiError('bad-request', {
      message: 'The withdrawal minimum is above the maximum.',
      errors: { [input.withdrawalMin !== undefined ? 'withdrawalMin' : 'withdrawalMax']: 'withdraw-min-above-max' },
    });
  }
  const now = deps.now();
  const changes = SETTING_KEYS.filter((key) => input[key] !== undefined).map((key) =>
    deps.db
      .insert(platformSettings)
      .values({ key, value: input[key], updatedAt: now })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: input[key], updatedAt: now } }),
  );
  if (changes.length) await deps.db.batch(changes as [(typeof changes)[number], ...typeof changes]);
  deps.cache.delete(MEMO_KEY);
  return getPlatformSettings(deps);
}
