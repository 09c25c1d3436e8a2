import { sameText } from '../lib/same-text';

/**
 * Where the local stack's ticker (dev/cron.ts) fires the cron in development: with static assets in front, `wrangler
 * dev`'s own `/cdn-cgi/handler/scheduled` reaches its proxy Worker, not ours, and fails. Under `/api/` so it reaches this
 * Worker first. It runs jobs that purge rate limits and sign-ins at any time it is told, so besides the local-only
 * DEV_ENDPOINTS flag it needs the secret the local stack makes (`LOCAL_TRIGGER_SECRET`, sent as a bearer token).
 */
export const LOCAL_SCHEDULED_PATH = '/api/__scheduled';

/** Whether a request may fire the local trigger: the development flag, a configured secret, and that secret presented. */
export function localTriggerAllowed(request: Request, env: { DEV_ENDPOINTS?: string; LOCAL_TRIGGER_SECRET?: string }): boolean {
  const secret = env.LOCAL_TRIGGER_SECRET;
  if (env.DEV_ENDPOINTS !== '1' || !secret || secret.length < 32) return false;
  return sameText(request.headers.get('authorization') ?? '', `Bearer ${secret}`);
}
