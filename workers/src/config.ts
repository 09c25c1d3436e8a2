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

/** The API's settings from the Worker's variables; apart from the deps so Node tests can build the production ones. */
export function configFromEnv(env: ConfigVars): AppConfig {
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    jwtSecret: env.JWT_SECRET,
    corsOrigins,
    environment: env.APP_ENV ?? 'production',
    devEndpoints: env.DEV_ENDPOINTS === '1',
    clientIpHeader: (env.CLIENT_IP_HEADER ?? 'cf-connecting-ip').toLowerCase(),
    appUrl: (env.APP_URL ?? corsOrigins[0] ?? '').replace(/\/+$/, ''),
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
