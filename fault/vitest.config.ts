import { defineConfig } from 'vitest/config';

// Fault suite: the whole stack (libSQL server, Fawry sandbox, wrangler dev) per test file, the Worker killed and
// restarted under load, rate limits hammered concurrently. Run by `npm test` after the unit suites (inside the same
// loopback-only network namespace as the browser suite when possible), one file at a time.
export default defineConfig({
  test: {
    name: 'fault',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
