import { defineConfig } from 'vitest/config';

// Browser suite: the whole stack (libSQL server, wrangler dev, built SPA) and Debian's Chromium, on loopback only.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // a browser journey on a loaded 2-core machine takes minutes; a hang still ends the test
    testTimeout: 150_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // polled reads wait as long as a locator's own wait (page.setDefaultTimeout), not vitest's 1 s default
    expect: { poll: { timeout: 15_000 } },
  },
});
