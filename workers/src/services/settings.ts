import { PLATFORM_DEFAULTS } from '@kalam/core';
import { inArray } from 'drizzle-orm';
import { platformSettings } from '../db/schema';
import type { Deps } from '../deps';

export type PlatformSettings = { -readonly [K in keyof typeof PLATFORM_DEFAULTS]: number };

/** Platform settings as admins set them, each falling back to its default. */
export async function readSettings<K extends keyof PlatformSettings>(deps: Deps, keys: readonly K[]): Promise<Pick<PlatformSettings, K>> {
  const rows = await deps.db.select().from(platformSettings).where(inArray(platformSettings.key, keys as readonly string[] as string[]));
  const out = {} as Pick<PlatformSettings, K>;
  for (const key of keys) {
    const value = rows.find((r) => r.key === key)?.value;
    out[key] = typeof value === 'number' && Number.isFinite(value) ? value : PLATFORM_DEFAULTS[key];
  }
  return out;
}
