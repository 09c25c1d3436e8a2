import type { Env } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends import('../src/env').Env {}
  }
}
declare module 'vitest' {
  export interface ProvidedContext {
    libsqlUrl: string;
  }
}
export type { Env };
