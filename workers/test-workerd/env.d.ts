import type { Env, Env as WorkerEnv } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
declare module 'vitest' {
  export interface ProvidedContext {
    libsqlUrl: string;
  }
}

export type { Env };
