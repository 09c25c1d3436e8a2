import type { AppConfig } from './deps';

/** The Worker variables the settings come from (see env.ts). */
type ConfigVars = {
  JWT_SECRET: string;
  CORS_ORIGINS?: string;
  APP_ENV?: AppConfig['environment'];
  APP_URL?: string;
  DEV_ENDPOINTS?: string;
  CLIENT_IP_HEADER?: string;
};

/** The API's settings from the Worker's variables; apart from the deps so Node tests can build the production ones. */
export function configFromEnv(env: ConfigVars): AppConfig {
  const corsOrigins = (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  return {
    jwtSecret: env.JWT_SECRET,
    corsOrigins,
    environment: env.APP_ENV ?? 'production',
    devEndpoints: env.DEV_ENDPOINTS === '1',
    clientIpHeader: (env.CLIENT_IP_HEADER ?? 'cf-connecting-ip').toLowerCase(),
    appUrl: (env.APP_URL ?? corsOrigins[0] ?? '').replace(/\/+$/, ''),
  };
}
