import type { AppConfig } from './deps';

/** The Worker variables the settings come from (see env.ts). */
type ConfigVars = {
  JWT_SECRET: string;
  CORS_ORIGINS?: string;
  APP_ENV?: AppConfig['environment'];
  APP_URL?: string;
  DEV_ENDPOINTS?: string;
  CLIENT_IP_HEADER?: string;
  WHATSAPP_REMINDER_TEMPLATES?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
};

/**
 * The API's settings from the Worker's variables; apart from the deps so Node tests can build the production ones.
 * Every link the app sends is built from `APP_URL`, never from a request's Host: production refuses to start without it.
 */
export function configFromEnv(env: ConfigVars): AppConfig {
  const environment = env.APP_ENV ?? 'production';
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    jwtSecret: env.JWT_SECRET,
    corsOrigins,
    environment,
    devEndpoints: env.DEV_ENDPOINTS === '1',
    clientIpHeader: (env.CLIENT_IP_HEADER ?? 'cf-connecting-ip').toLowerCase(),
    appUrl: publicOrigin(env.APP_URL ?? (environment === 'production' ? undefined : corsOrigins[0]), environment),
    whatsapp: {
      // "24h:name,1h:name,now:name"
      templates: Object.fromEntries(
        (env.WHATSAPP_REMINDER_TEMPLATES ?? '')
          .split(',')
          .map((p) => p.split(':').map((s) => s.trim()))
          .filter((p) => p.length === 2 && p[1]),
      ),
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    },
  };
}

/** The one public origin links are built from: `APP_URL` as an origin (no path); required in production, elsewhere the first CORS origin. */
export function publicOrigin(appUrl: string | undefined, environment: AppConfig['environment']): string {
  if (!appUrl) {
    if (environment === 'production') throw new Error('APP_URL must be set in production: every link the app sends is built from it');
    return 'http://localhost';
  }
  let url: URL;
  try {
    url = new URL(appUrl);
  } catch {
    throw new Error(`APP_URL must be an origin such as https://kalam.example, not "${appUrl}"`);
  }
  if (environment === 'production' && url.protocol !== 'https:') throw new Error('APP_URL must be https in production');
  return url.origin;
}
