/**
 * Where the local stack's ticker (dev/cron.ts) fires the cron in development: with static assets in front, `wrangler
 * dev`'s own `/cdn-cgi/handler/scheduled` reaches its proxy Worker, not ours, and fails. Under `/api/` so it reaches this
 * Worker first; answered only with the local-only DEV_ENDPOINTS flag, like the mailbox.
 */
export const LOCAL_SCHEDULED_PATH = '/api/__scheduled';
