declare module 'cloudflare:test' {
  interface ProvidedEnv extends import('../src/env').Env {}
}
declare namespace Cloudflare {
  interface Env extends import('../src/env').Env {}
}
