import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

// The real Worker inside workerd, talking Hrana over HTTP to the local libSQL server started in globalSetup.
export default defineProject({
  plugins: [
    cloudflareTest(({ inject }) => ({
      main: './src/index.ts',
      wrangler: { configPath: '../wrangler.toml' },
      miniflare: {
        bindings: {
          APP_ENV: 'test',
          DEV_ENDPOINTS: '1',
          LIBSQL_URL: inject<string>('libsqlUrl'),
          CORS_ORIGINS: 'http://app.test',
          JWT_SECRET: 'workerd-test-secret-long-enough-for-hs256',
        },
      },
    })),
  ],
  test: {
    name: 'workerd',
    include: ['test-workerd/**/*.test.ts'],
    globalSetup: ['./test-workerd/global-setup.ts'],
    testTimeout: 20_000,
  },
});
