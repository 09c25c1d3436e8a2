import { resolve } from 'node:path';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';

// The real Worker inside workerd, talking Hrana over HTTP to the local libSQL server started in globalSetup.
export default defineProject({
  plugins: [
    cloudflareTest(({ inject }) => ({
      main: './workers/src/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          APP_ENV: 'test',
          DEV_ENDPOINTS: '1',
          LIBSQL_URL: inject<string>('libsqlUrl'),
          CORS_ORIGINS: 'http://app.test',
          LOCAL_TRIGGER_SECRET: 'workerd-local-trigger-secret-0123456789abcdef',
          JWT_SECRET: 'workerd-test-secret-long-enough-for-hs256',
        },
      },
    })),
  ],
  test: {
    name: 'workerd',
    // the pool joins root with Vite's URL of a .wasm import, so the hoisted node_modules must lie inside the root
    root: resolve(import.meta.dirname, '..'),
    include: ['workers/test-workerd/**/*.test.ts'],
    globalSetup: ['./workers/test-workerd/global-setup.ts'],
    // the lazily loaded modules are loaded before the tests; a console.error during a test fails it, as in the Node project
    setupFiles: ['./workers/test-workerd/preload.ts', './workers/test/console-error.ts'],
    testTimeout: 20_000,
  },
});
