import type { Db } from './db/client';

/** Everything the API reaches outside itself; production builds these from env, tests inject local ones. */
export interface Deps {
  db: Db;
  /** current time, UTC epoch ms */
  now: () => number;
  config: AppConfig;
}

export interface AppConfig {
  /** origins allowed to call the API with credentials */
  corsOrigins: string[];
  environment: 'development' | 'test' | 'production';
}

export type AppEnv = { Variables: { deps: Deps; requestId: string } };
