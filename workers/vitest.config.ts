import { defineProject } from 'vitest/config';

// API tests in Node: the Hono app built by createApp() over an in-memory libSQL database.
export default defineProject({
  test: {
    name: 'workers',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // a console.error during a test fails it
    setupFiles: ['./test/console-error.ts'],
    testTimeout: 20_000,
  },
});
